import { contactReplyViewSchema, type MessageReplyInput } from '#core/contact/contact-replies';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/messages/:id/replies: the owner's answer, mailed in the message's thread. */
export const useSendReply = () =>
  useApiMutation(
    ({ id, ...body }: MessageReplyInput & { id: string }) =>
      apiFetch(`/api/admin/messages/${id}/replies`, contactReplyViewSchema, {
        method: 'POST',
        body,
      }),
    {
      success: () => 'Reply sent',
      failure: clientErrorOr('Failed to send reply'),
      invalidate: [adminQueries],
    },
  );
