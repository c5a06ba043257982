import type { CustomerNoteInput } from '#core/customers/customer-input';
import { customerNoteSchema } from '#core/customers/customer-responses';
import { apiFetch } from '../../../lib/api-client';
import { clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

const customers = ['admin', 'customers'];

/** POST /api/admin/customers/:id/notes, or PATCH …/notes/:noteId with `noteId`. */
export const useSaveCustomerNote = (customerId: string) =>
  useApiMutation(
    ({ noteId, ...body }: CustomerNoteInput & { noteId?: string }) =>
      apiFetch(
        `/api/admin/customers/${customerId}/notes${noteId ? `/${noteId}` : ''}`,
        customerNoteSchema,
        { method: noteId ? 'PATCH' : 'POST', body },
      ),
    {
      success: ({ noteId }) => (noteId ? 'Note saved' : 'Note added'),
      failure: clientErrorOr('Failed to save the note'),
      invalidate: [customers],
    },
  );

/** DELETE /api/admin/customers/:id/notes/:noteId. */
export const useDeleteCustomerNote = (customerId: string) =>
  useApiMutation(
    (noteId: string) =>
      apiFetch(`/api/admin/customers/${customerId}/notes/${noteId}`, null, { method: 'DELETE' }),
    {
      success: () => 'Note deleted',
      failure: clientErrorOr('Failed to delete the note'),
      invalidate: [customers],
    },
  );
