import { shopSettingsSchema } from '#core/settings/shop-settings';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** The shop's settings (GET /api/admin/settings). */
export const useSettings = () =>
  useAdminQuery(
    ['settings'],
    '/api/admin/settings',
    shopSettingsSchema,
    'Failed to fetch settings',
  );
