import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { backupAdminRoutes } from './backup-admin-routes';
import { catalogAdminRoutes } from './catalog-admin-routes';
import { dashboardAdminRoutes } from './dashboard-admin-routes';
import { inboxAdminRoutes } from './inbox-admin-routes';
import { mailAdminRoutes } from './mail-admin-routes';
import { orderAdminRoutes } from './order-admin-routes';
import { pricingAdminRoutes } from './pricing-admin-routes';
import { settingsAdminRoutes } from './settings-admin-routes';

/** Largest product picture accepted before resizing. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Routes of the admin feature, mounted under /api/admin. The role is checked in onRequest, the
 * first hook of every route in this scope, so no admin route can be added without it and
 * nothing (not even an upload) is read before the caller is known to be the admin.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request, reply) => {
        await admin.requireAdmin.call(admin, request, reply, () => undefined);
      });
      await admin.register(multipart, {
        limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
      });
      await admin.register(dashboardAdminRoutes);
      await admin.register(catalogAdminRoutes);
      await admin.register(orderAdminRoutes);
      await admin.register(pricingAdminRoutes);
      await admin.register(settingsAdminRoutes);
      await admin.register(inboxAdminRoutes);
      await admin.register(backupAdminRoutes);
      await admin.register(mailAdminRoutes);
    },
    { prefix: '/admin' },
  );
}
