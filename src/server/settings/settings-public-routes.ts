import type { FastifyInstance } from 'fastify';
import { taxSettingsSchema } from '#core/settings/shop-settings';
import { readTaxSettings } from './read-tax-settings';
import { shopPoliciesSchema } from '#core/settings/shop-policies';
import { readShopPolicies } from './read-shop-policies';

/**
 * The settings a shopper's page needs: the tax rate and whether it applies, so checkout can
 * show the tax the server will charge (decision 122), and the shop's policies its pages publish
 * (decision 173). Nothing else of the settings is public.
 */
export async function settingsPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/settings/tax',
    {
      schema: {
        summary: 'Read the tax rate checkout applies',
        response: { 200: taxSettingsSchema },
      },
    },
    // Revalidated every time: an owner's change shows at the next checkout.
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .send(await readTaxSettings(app.db)),
  );
  app.get(
    '/settings/policies',
    {
      schema: {
        summary: "Read the shop's shipping, refund, privacy and terms policies",
        response: { 200: shopPoliciesSchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .send(await readShopPolicies(app.db)),
  );
}
