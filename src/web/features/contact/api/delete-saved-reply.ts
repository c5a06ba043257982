import { apiFetch } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE /api/admin/saved-replies/:id. */
export const useDeleteSavedReply = () =>
  useApiMutation(
    (id: string) => apiFetch(`/api/admin/saved-replies/${id}`, null, { method: 'DELETE' }),
    {
      success: () => 'Saved reply deleted',
      failure: 'Failed to delete saved reply',
      invalidate: [adminQueries],
    },
  );
