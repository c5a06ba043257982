import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { createQuote, quoteFailure } from './create-quote';
import type { PriceRequest } from './estimate-price';

// The answer's schema loads only where it is checked (development), never on a public page.
const responses = () => import('#core/custom-prints/custom-print-responses');

/**
 * Saves the choices as a quote and sends it to the owner for review with the customer's note,
 * as one write: either step failing is the one "Could not send the request".
 */
export const useRequestQuote = () =>
  useApiMutation(
    async ({ request, note }: { request: PriceRequest | null; note: string }) => {
      const quote = await createQuote(request);
      return apiFetch(
        `/api/custom-prints/quotes/${quote.id}/request`,
        () => responses().then((m) => m.customerQuoteResponseSchema),
        { method: 'POST', body: { note } },
      ).then((r) => r.quote);
    },
    {
      success: () => ({
        title: 'Quote request sent',
        description: 'We will e-mail you when the shop has reviewed it.',
      }),
      failure: quoteFailure('Could not send the request'),
      invalidate: [['custom-prints', 'my-quotes']],
      awaitInvalidation: true,
    },
  );
