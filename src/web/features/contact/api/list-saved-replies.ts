import { savedReplyListSchema } from '#core/contact/contact-replies';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** GET /api/admin/saved-replies: the owner's saved answers. */
export const useSavedReplies = () =>
  useAdminQuery(
    ['saved-replies'],
    '/api/admin/saved-replies',
    savedReplyListSchema,
    'Failed to fetch saved replies',
  );
