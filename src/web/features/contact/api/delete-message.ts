import { apiFetch } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE /api/admin/messages/:id. */
export const useDeleteMessage = () =>
  useApiMutation(
    (id: string) => apiFetch(`/api/admin/messages/${id}`, null, { method: 'DELETE' }),
    {
      success: () => 'Message deleted successfully',
      failure: 'Failed to delete message',
      invalidate: [adminQueries],
    },
  );
