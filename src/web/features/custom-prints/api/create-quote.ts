import { ApiError, apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { PriceRequest } from './estimate-price';

// The answer's schema loads only where it is checked (development), never on a public page.
const responses = () => import('#core/custom-prints/custom-print-responses');

/** Saves the priced choices as a quote (POST /api/custom-prints/quotes). */
export const createQuote = async (request: PriceRequest | null) => {
  // No model or no choices yet: the page's buttons are not shown or disabled until both are.
  if (!request) throw new Error('Nothing to quote');
  const { quote } = await apiFetch(
    '/api/custom-prints/quotes',
    () => responses().then((m) => m.customerQuoteResponseSchema),
    { method: 'POST', body: request },
  );
  return quote;
};

/** The server's words for a refusal; none for a fault it did not explain. */
export const quoteFailure = (title: string) => (error: Error) => ({
  title,
  description: error instanceof ApiError ? error.message : undefined,
});

/** Add to cart: the choices saved as a quote, which the page puts in the cart or holds. */
export const useCreateQuote = () =>
  useApiMutation(createQuote, {
    failure: quoteFailure('Could not add to cart'),
    invalidate: [],
  });
