import { savedReplyViewSchema, type SavedReplyInput } from '#core/contact/contact-replies';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/saved-replies, or PUT …/:id with an id. */
export const useSaveSavedReply = () =>
  useApiMutation(
    ({ id, ...body }: SavedReplyInput & { id?: string }) =>
      apiFetch(
        id ? `/api/admin/saved-replies/${id}` : '/api/admin/saved-replies',
        savedReplyViewSchema,
        {
          method: id ? 'PUT' : 'POST',
          body,
        },
      ),
    {
      success: () => 'Saved reply saved',
      failure: clientErrorOr('Failed to save reply'),
      invalidate: [adminQueries],
    },
  );
