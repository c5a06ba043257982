import type { ChangeEmailInput } from '#core/auth/account-forms';
import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { errorMessage } from '../error-message';

/**
 * Mails a confirmation link to a new address (POST /api/auth/user/email); the page says where it
 * went, and a refusal goes back to the form to mark its field.
 */
export const useChangeEmail = (onSent: (email: string) => void, onError: (error: Error) => void) =>
  useApiMutation(
    (body: ChangeEmailInput) =>
      apiFetch(
        '/api/auth/user/email',
        () => import('#core/auth/account-responses').then((m) => m.emailChangeRequestedSchema),
        { method: 'POST', body },
      ),
    {
      failureTitle: 'Email not changed',
      failure: errorMessage,
      invalidate: [],
      onSuccess: (_, body) => onSent(body.email),
      onError,
    },
  );
