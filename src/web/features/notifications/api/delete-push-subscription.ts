import { apiFetch } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/push/unsubscribe: this device stops getting pushes. */
export const useDeletePushSubscription = () =>
  useApiMutation(
    (endpoint: string) =>
      apiFetch('/api/admin/push/unsubscribe', null, { method: 'POST', body: { endpoint } }),
    {
      success: () => 'Pushes turned off for this device',
      failure: 'Failed to turn pushes off',
      invalidate: [adminQueries],
    },
  );
