import { useApiMutation } from '../../../lib/use-api-mutation';
import { authClient } from '../auth-client';
import { errorMessage } from '../error-message';

/**
 * Sets a new password for the session a recovery link opened (PUT /api/auth/user), through the
 * auth client, which keeps the updated user; the server signs the other devices out.
 */
export const useResetPassword = (onReset: () => void) =>
  useApiMutation((password: string) => authClient.updateUser({ password }), {
    success: () => ({
      title: 'Password updated',
      description: 'Your new password is set. Other devices have been signed out.',
    }),
    failureTitle: 'Password not changed',
    failure: errorMessage,
    invalidate: [],
    onSuccess: onReset,
  });
