import { shopPoliciesSchema } from '#core/settings/shop-policies';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** The shop's policies as the owner edits them (GET /api/admin/settings/policies, decision 173). */
export const useShopPolicies = () =>
  useAdminQuery(
    ['settings', 'policies'],
    '/api/admin/settings/policies',
    shopPoliciesSchema,
    'Failed to fetch policies',
  );
