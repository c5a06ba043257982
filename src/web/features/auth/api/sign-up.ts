import { useApiMutation } from '../../../lib/use-api-mutation';
import { useAuth } from '../auth-context';
import { errorMessage } from '../error-message';

/**
 * Opens an account (POST /api/auth/signup), through the auth client, which keeps a session the
 * answer may carry. A refusal is toasted with the server's words (SPEC §8), then handed to
 * `onError` so the form can mark the fields it names.
 */
export function useSignUp(onSignedUp: (email: string) => void, onError: (error: Error) => void) {
  const { signUp } = useAuth();
  return useApiMutation(signUp, {
    success: () => ({
      title: 'Account created!',
      description: 'Please check your email to verify your account.',
    }),
    failureTitle: 'Sign up failed',
    failure: errorMessage,
    invalidate: [],
    onSuccess: (_, { email }) => onSignedUp(email),
    onError,
  });
}
