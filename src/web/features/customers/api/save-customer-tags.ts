import type { CustomerTagsInput } from '#core/customers/customer-input';
import { customerTagsSchema } from '#core/customers/customer-responses';
import { apiFetch } from '../../../lib/api-client';
import { clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** PUT /api/admin/customers/:id/tags: the customer's whole set of tags. */
export const useSaveCustomerTags = (customerId: string) =>
  useApiMutation(
    (body: CustomerTagsInput) =>
      apiFetch(`/api/admin/customers/${customerId}/tags`, customerTagsSchema, {
        method: 'PUT',
        body,
      }),
    {
      success: () => 'Tags saved',
      failure: clientErrorOr('Failed to save the tags'),
      invalidate: [['admin', 'customers']],
    },
  );
