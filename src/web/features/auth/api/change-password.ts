import { useApiMutation } from '../../../lib/use-api-mutation';
import { authClient } from '../auth-client';
import { errorMessage } from '../error-message';

type PasswordChange = { current_password: string; password: string };

/**
 * Changes the password, checked against the current one (PUT /api/auth/user), through the auth
 * client, which keeps the updated user; the server signs the other devices out.
 */
export const useChangePassword = (onChanged: () => void, onError: (error: Error) => void) =>
  useApiMutation((body: PasswordChange) => authClient.updateUser(body), {
    success: () => ({
      title: 'Password changed',
      description: 'Your other devices have been signed out.',
    }),
    failureTitle: 'Password not changed',
    failure: errorMessage,
    invalidate: [],
    onSuccess: onChanged,
    onError,
  });
