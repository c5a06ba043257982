import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { errorMessage } from '../error-message';

/** Mails a password-reset link (POST /api/auth/recover); the page says where it went. */
export const useRequestPasswordReset = (onSent: (email: string) => void) =>
  useApiMutation(
    (email: string) =>
      apiFetch('/api/auth/recover', null, { method: 'POST', body: { email }, token: null }),
    { failure: errorMessage, invalidate: [], onSuccess: (_, email) => onSent(email) },
  );
