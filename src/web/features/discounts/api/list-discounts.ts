import { adminDiscountListSchema } from '#core/discounts/discount-responses';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** Every discount code (GET /api/admin/discounts). */
export const useAdminDiscounts = () =>
  useAdminQuery(
    ['discounts'],
    '/api/admin/discounts',
    adminDiscountListSchema,
    'Failed to fetch discount codes',
  );
