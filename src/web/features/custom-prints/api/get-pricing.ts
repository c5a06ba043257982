import { useQuery } from '@tanstack/react-query';
import { pricingResponseSchema } from '#core/custom-prints/custom-print-responses';
import { apiFetch } from '../../../lib/api-client';

/** The price formula's constants (GET /api/admin/custom-prints/pricing). */
export const useAdminPricing = () =>
  useQuery({
    queryKey: ['custom-prints', 'admin-pricing'],
    queryFn: () =>
      apiFetch('/api/admin/custom-prints/pricing', pricingResponseSchema).then((r) => r.constants),
  });
