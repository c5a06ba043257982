import multipart from '@fastify/multipart';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { backupAdminRoutes } from './backups/backup-admin-routes';
import { customerAdminRoutes } from './customers/customer-admin-routes';
import { materialAdminRoutes } from './custom-prints/material-admin-routes';
import { quoteAdminRoutes } from './custom-prints/quote-admin-routes';
import { storageAdminRoutes } from './storage/storage-admin-routes';
import { catalogAdminRoutes } from './catalog/catalog-admin-routes';
import { catalogCsvAdminRoutes } from './catalog/catalog-csv-admin-routes';
import { dashboardAdminRoutes } from './dashboard/dashboard-admin-routes';
import { inboxAdminRoutes } from './contact/inbox-admin-routes';
import { mailAdminRoutes } from './mail/mail-admin-routes';
import { orderAdminRoutes } from './orders/order-admin-routes';
import { discountAdminRoutes } from './discounts/discount-admin-routes';
import { shippingRateAdminRoutes } from './shipping/shipping-rate-admin-routes';
import { settingsAdminRoutes } from './settings/settings-admin-routes';
import { slicerAdminRoutes } from './custom-prints/slicing/slicer-admin-routes';
import { paymentAdminRoutes } from './payments/payment-admin-routes';
import { productionAdminRoutes } from './production/production-admin-routes';
import { notificationAdminRoutes } from './notifications/notification-admin-routes';

/** Largest product picture accepted before resizing. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Marks the admin scope: a route registered in it, or in a plugin inside it, sees this. */
const ADMIN_SCOPE = 'adminScope';

const isAdminUrl = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');

/**
 * Refuses, as it is registered, a route under /api/admin that is not inside the admin scope
 * (decision 034): the app does not start with an admin URL the scope's guard does not cover.
 * Hooked on the root instance before any route, so it sees every one.
 */
export function refuseAdminRoutesOutsideTheGuard(app: FastifyInstance): void {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    if (isAdminUrl(route.url) && !this.hasDecorator(ADMIN_SCOPE))
      throw new Error(
        `${String(route.method)} ${route.url} is registered outside the admin scope; register it in adminRoutes (src/server/admin-routes.ts, decision 034)`,
      );
  });
}

/**
 * The owner's routes of every domain, mounted under /api/admin (decision 034: "admin" is this
 * prefix and its guard, not a folder that owns logic; each domain keeps its admin routes in its
 * `*-admin-routes.ts`). The ONE admin guard (decision 034): the role is checked in onRequest, the
 * first hook of every route in this scope, so no admin route can be added without it and nothing
 * (not even an upload) is read before the caller is known to be the admin. No other module
 * calls requireAdmin (lint), and an /api/admin route registered elsewhere stops the start.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (admin) => {
      admin.decorate(ADMIN_SCOPE, true);
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
      await admin.register(catalogCsvAdminRoutes);
      await admin.register(orderAdminRoutes);
      await admin.register(discountAdminRoutes);
      await admin.register(shippingRateAdminRoutes);
      await admin.register(settingsAdminRoutes);
      await admin.register(paymentAdminRoutes);
      await admin.register(inboxAdminRoutes);
      await admin.register(notificationAdminRoutes);
      await admin.register(backupAdminRoutes);
      await admin.register(slicerAdminRoutes);
      await admin.register(mailAdminRoutes);
      await admin.register(quoteAdminRoutes);
      await admin.register(materialAdminRoutes);
      await admin.register(storageAdminRoutes);
      await admin.register(productionAdminRoutes);
    },
    { prefix: '/admin' },
  );
}
