import { ownerQuoteResponseSchema } from '#core/custom-prints/custom-print-responses';
import type { QuoteDecision } from '#core/custom-prints/print-schemas';
import { apiFetch } from '../../../lib/api-client';
import { apiMessageOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/custom-prints/quotes/:id/decision: the owner's answer, e-mailed to the customer. */
export const useDecideQuote = (quoteId: string) =>
  useApiMutation(
    (decision: QuoteDecision) =>
      apiFetch(`/api/admin/custom-prints/quotes/${quoteId}/decision`, ownerQuoteResponseSchema, {
        method: 'POST',
        body: decision,
      }),
    {
      success: () => ({ title: 'Decision saved', description: 'The customer has been e-mailed.' }),
      failure: apiMessageOr('Failed to save the decision.'),
      invalidate: [['custom-prints', 'admin-quotes']],
      awaitInvalidation: true,
    },
  );
