import { adminMessagesQuerySchema } from '#core/lists/admin-list-queries';
import { adminMessagesPageSchema } from '#core/lists/list-responses';
import { useAdminList } from '../../../lib/admin/use-admin-list';

/** The owner's paged inbox (GET /api/admin/messages), its state in the address bar. */
export const useAdminMessages = () =>
  useAdminList(
    'messages',
    adminMessagesQuerySchema,
    adminMessagesPageSchema,
    'Failed to fetch messages',
  );
