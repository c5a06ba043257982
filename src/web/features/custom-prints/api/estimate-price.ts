import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PrintOptions } from '#core/custom-prints/print-schemas';
import { apiFetch } from '../../../lib/api-client';

// The answer's schema loads only where it is checked (development), never on a public page.
const responses = () => import('#core/custom-prints/custom-print-responses');

export type PriceRequest = PrintOptions & { modelId: string };

/** The live price for the current choices, computed by the server from the stored model. */
export const useEstimate = (request: PriceRequest | null) =>
  useQuery({
    queryKey: ['custom-prints', 'estimate', request],
    queryFn: () =>
      apiFetch(
        '/api/custom-prints/estimate',
        () => responses().then((m) => m.customerEstimateResponseSchema),
        {
          method: 'POST',
          body: request,
        },
      ),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
