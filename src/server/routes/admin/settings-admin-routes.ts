import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopSettingsSchema } from '../../../core/settings/shop-settings';
import { getShopSettings } from '../../services/settings/get-shop-settings';
import { saveShopSettings } from '../../services/settings/save-shop-settings';

export async function settingsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const env = () => ({ adminEmail: app.config.adminEmail, externalStoreUrl: app.config.externalStoreUrl });

  app.get('/settings', { schema: { summary: 'Read the shop settings', response: { 200: shopSettingsSchema } } }, async () => getShopSettings(app.db, env()));
  app.put('/settings', { schema: { summary: 'Save the shop settings', body: shopSettingsSchema, response: { 200: shopSettingsSchema } } }, async (req) => saveShopSettings(app.db, req.body));
}
