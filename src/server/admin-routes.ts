import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { backupAdminRoutes } from './backups/backup-admin-routes';
import { customerAdminRoutes } from './auth/customer-admin-routes';
import { catalogAdminRoutes } from './catalog/catalog-admin-routes';
import { dashboardAdminRoutes } from './dashboard/dashboard-admin-routes';
import { inboxAdminRoutes } from './contact/inbox-admin-routes';
import { mailAdminRoutes } from './mail/mail-admin-routes';
import { orderAdminRoutes } from './orders/order-admin-routes';
import { discountAdminRoutes } from './discounts/discount-admin-routes';
import { shippingRateAdminRoutes } from './shipping/shipping-rate-admin-routes';
import { settingsAdminRoutes } from './settings/settings-admin-routes';

/** Largest product picture accepted before resizing. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The owner's routes of every domain, mounted under /api/admin (decision 024: "admin" is this
 * prefix and its guard, not a folder that owns logic; each domain keeps its admin routes). The role is checked in onRequest, the
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
        limits: {
          fileSize: MAX_IMAGE_UPLOAD_BYTES,
          files: 1,
          fields: 5,
          parts: 6,
          fieldSize: 1024,
        },
      });
      await admin.register(dashboardAdminRoutes);
      await admin.register(customerAdminRoutes);
      await admin.register(catalogAdminRoutes);
      await admin.register(orderAdminRoutes);
      await admin.register(discountAdminRoutes);
      await admin.register(shippingRateAdminRoutes);
      await admin.register(settingsAdminRoutes);
      await admin.register(inboxAdminRoutes);
      await admin.register(backupAdminRoutes);
      await admin.register(mailAdminRoutes);
    },
    { prefix: '/admin' },
  );
}
