import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The answer's schema loads only where it is checked (development), never on a public page.
const responses = () => import('#core/custom-prints/custom-print-responses');

/** Sends a quote to the owner for review, with the customer's note. No toast: the page shows it. */
export const useRequestQuote = () =>
  useApiMutation(
    ({ quoteId, note }: { quoteId: string; note: string }) =>
      apiFetch(
        `/api/custom-prints/quotes/${quoteId}/request`,
        () => responses().then((m) => m.quoteResponseSchema),
        { method: 'POST', body: { note } },
      ).then((r) => r.quote),
    { invalidate: [['custom-prints', 'my-quotes']], awaitInvalidation: true },
  );
