import { useApiMutation } from '../../../lib/use-api-mutation';
import { authClient } from '../auth-client';
import { errorMessage } from '../error-message';
import { signOut } from '../session-requests';
import { sessionsQueryKey } from './list-sessions';

/** Ends every session but this one (POST /api/auth/logout?scope=others); the list shows the rest. */
export const useSignOutOthers = () =>
  useApiMutation(
    async () => {
      const token = await authClient.getAccessToken();
      if (token) await signOut(token, 'others');
    },
    {
      success: () => 'Signed out everywhere else',
      failureTitle: 'Not signed out',
      failure: errorMessage,
      invalidate: [sessionsQueryKey],
      awaitInvalidation: true,
    },
  );
