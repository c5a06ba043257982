import { pricingResponseSchema } from '#core/custom-prints/custom-print-responses';
import type { PricingConstants } from '#core/custom-prints/print-schemas';
import { apiFetch } from '../../../lib/api-client';
import { apiMessageOr, useApiMutation } from '../../../lib/use-api-mutation';

/** PUT /api/admin/custom-prints/pricing: the formula's constants. */
export const useSavePricing = () =>
  useApiMutation(
    (body: PricingConstants) =>
      apiFetch('/api/admin/custom-prints/pricing', pricingResponseSchema, { method: 'PUT', body }),
    {
      success: () => 'Formula saved',
      failure: apiMessageOr('Failed to save the formula.'),
      invalidate: [['custom-prints']],
      awaitInvalidation: true,
    },
  );
