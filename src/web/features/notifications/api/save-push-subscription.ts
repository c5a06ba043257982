import type { PushSubscriptionInput } from '#core/notifications/owner-push';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/push/subscriptions: this device gets the owner's pushes. */
export const useSavePushSubscription = () =>
  useApiMutation(
    (body: PushSubscriptionInput) =>
      apiFetch('/api/admin/push/subscriptions', null, { method: 'POST', body }),
    {
      success: () => 'Pushes turned on for this device',
      failure: clientErrorOr('Failed to turn pushes on'),
      invalidate: [adminQueries],
    },
  );
