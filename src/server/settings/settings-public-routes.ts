import type { FastifyInstance } from 'fastify';
import { taxSettingsSchema } from '#core/settings/shop-settings';
import { readTaxSettings } from './read-tax-settings';

/**
 * The settings a shopper's page needs: the tax rate and whether it applies, so checkout can
 * show the tax the server will charge (decision 122). Nothing else of the settings is public.
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
}
