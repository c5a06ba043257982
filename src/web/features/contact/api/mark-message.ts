import { messageReadStateSchema } from '#core/contact/contact-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/** PATCH /api/admin/messages/:id: read or unread. */
export const useMarkMessage = () =>
  useApiMutation(
    ({ id, read }: { id: string; read: boolean }) =>
      apiFetch(`/api/admin/messages/${id}`, messageReadStateSchema, {
        method: 'PATCH',
        body: { read },
      }),
    {
      success: ({ read }) => (read ? 'Marked as read' : 'Marked as unread'),
      failure: 'Failed to update message',
      invalidate: [adminQueries],
    },
  );
