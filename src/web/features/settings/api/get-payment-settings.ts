import { adminPaymentSettingsSchema } from '#core/payments/payment-settings';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** How customers pay, and whether the server holds Stripe's keys (GET /api/admin/settings/payment). */
export const usePaymentSettings = () =>
  useAdminQuery(
    ['settings', 'payment'],
    '/api/admin/settings/payment',
    adminPaymentSettingsSchema,
    'Failed to fetch settings',
  );
