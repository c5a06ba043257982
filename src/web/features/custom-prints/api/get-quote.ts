import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The answer's schema loads only where it is checked (development), never on a public page.
const responses = () => import('#core/custom-prints/custom-print-responses');

/**
 * One stored quote (GET /api/custom-prints/quotes/:id). Its key names "quote", so the slicer's
 * `quote.updated` live event makes it stale and the page shows the sliced price without a reload.
 */
export const quoteQueryKey = (quoteId: string | null) => ['custom-prints', 'quote', quoteId];

export const useQuote = (quoteId: string | null) =>
  useQuery({
    queryKey: quoteQueryKey(quoteId),
    queryFn: () =>
      apiFetch(`/api/custom-prints/quotes/${quoteId}`, () =>
        responses().then((m) => m.customerQuoteResponseSchema),
      ).then((r) => r.quote),
    enabled: quoteId !== null,
  });
