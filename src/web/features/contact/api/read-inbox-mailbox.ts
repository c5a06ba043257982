import { inboxMailboxViewSchema } from '#core/contact/inbox-mailbox';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** GET /api/admin/inbox-mailbox: the reply mailbox, without its password. */
export const useInboxMailbox = () =>
  useAdminQuery(
    ['inbox-mailbox'],
    '/api/admin/inbox-mailbox',
    inboxMailboxViewSchema,
    'Failed to fetch the reply mailbox',
  );
