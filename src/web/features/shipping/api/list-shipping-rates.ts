import { adminShippingRateListSchema } from '#core/shipping/shipping-responses';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** Every shipping rate, active or not (GET /api/admin/shipping-rates). */
export const useAdminShippingRates = () =>
  useAdminQuery(
    ['shipping-rates'],
    '/api/admin/shipping-rates',
    adminShippingRateListSchema,
    'Failed to fetch shipping rates',
  );
