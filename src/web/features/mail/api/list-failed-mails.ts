import { failedMailListSchema } from '#core/mail/failed-mail';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** The e-mails the shop gave up on (GET /api/admin/mail/failed). */
export const useFailedMails = () =>
  useAdminQuery(
    ['mail', 'failed'],
    '/api/admin/mail/failed',
    failedMailListSchema,
    'Failed to fetch failed e-mails',
  );
