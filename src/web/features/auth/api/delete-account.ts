import type { DeleteAccountInput } from '#core/auth/account-forms';
import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { authClient } from '../auth-client';
import { errorMessage } from '../error-message';

/**
 * Deletes the signed-in account (DELETE /api/auth/user), then forgets its session and loads the
 * home page afresh, so nothing of the account stays in memory.
 */
export const useDeleteAccount = (onError: (error: Error) => void) =>
  useApiMutation(
    (body: DeleteAccountInput) => apiFetch('/api/auth/user', null, { method: 'DELETE', body }),
    {
      failureTitle: 'Account not deleted',
      failure: errorMessage,
      invalidate: [],
      onSuccess: () => {
        authClient.forgetSession();
        window.location.assign('/');
      },
      onError,
    },
  );
