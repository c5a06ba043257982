import { pushStatusSchema } from '#core/notifications/owner-push';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** GET /api/admin/push: the VAPID public key and how many devices of this owner get pushes. */
export const usePushStatus = () =>
  useAdminQuery(['push'], '/api/admin/push', pushStatusSchema, 'Failed to fetch push settings');
