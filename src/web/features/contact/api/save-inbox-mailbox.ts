import { inboxMailboxViewSchema, type InboxMailboxInput } from '#core/contact/inbox-mailbox';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** PUT /api/admin/inbox-mailbox. */
export const useSaveInboxMailbox = () =>
  useApiMutation(
    (body: InboxMailboxInput) =>
      apiFetch('/api/admin/inbox-mailbox', inboxMailboxViewSchema, { method: 'PUT', body }),
    {
      success: () => 'Reply mailbox saved',
      failure: clientErrorOr('Failed to save the reply mailbox'),
      invalidate: [adminQueries],
    },
  );
