import type { Session } from '#core/auth/session';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useAuth } from '../auth-context';
import { errorMessage } from '../error-message';

/**
 * Signs in with a password (POST /api/auth/token), through the auth client, which keeps the
 * session. A refusal is toasted with the server's words (SPEC §8), then handed to `onError` so
 * the form can mark the fields it names.
 */
export function useCreateSession(
  onSignedIn: (session: Session) => void,
  onError: (error: Error) => void,
) {
  const { signIn } = useAuth();
  return useApiMutation(
    ({ email, password }: { email: string; password: string }) => signIn(email, password),
    {
      failureTitle: 'Sign in failed',
      failure: errorMessage,
      invalidate: [],
      onSuccess: onSignedIn,
      onError,
    },
  );
}
