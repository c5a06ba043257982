import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The answer's schema loads only where it is checked (development), never on a public page.
const responses = () => import('#core/custom-prints/custom-print-responses');

/** The signed-in customer's quotes (GET /api/custom-prints/quotes). */
export const useMyQuotes = (enabled = true) =>
  useQuery({
    queryKey: ['custom-prints', 'my-quotes'],
    queryFn: () =>
      apiFetch('/api/custom-prints/quotes', () =>
        responses().then((m) => m.customerQuoteListResponseSchema),
      ).then((r) => r.quotes),
    enabled,
  });
