import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { errorMessage } from '../error-message';

/**
 * Removes every demo record in one action (DELETE /api/admin/demo-data). Demo rows sit in every
 * list of the shop: every query is stale after their removal.
 */
export const useRemoveDemoData = () =>
  useApiMutation(
    () =>
      apiFetch(
        '/api/admin/demo-data',
        () => import('#core/auth/account-responses').then((m) => m.demoDataRemovedSchema),
        { method: 'DELETE' },
      ),
    {
      success: () => 'Demo data removed',
      failureTitle: 'Demo data not removed',
      failure: errorMessage,
      invalidate: [[]],
      awaitInvalidation: true,
    },
  );
