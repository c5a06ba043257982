import { apiFetch } from '../../../lib/api-client';
import type { PriceRequest } from './estimate-price';

// The answer's schema loads only where it is checked (development), never on a public page.
const responses = () => import('#core/custom-prints/custom-print-responses');

/** Saves the priced choices as a quote (POST /api/custom-prints/quotes); the page adds it to the cart. */
export const createQuote = (request: PriceRequest) =>
  apiFetch('/api/custom-prints/quotes', () => responses().then((m) => m.quoteResponseSchema), {
    method: 'POST',
    body: request,
  }).then((r) => r.quote);
