import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { authClient } from '../auth-client';
import { errorMessage } from '../error-message';

type Proof = { code: string; current_password: string };

/** Turns two-factor sign-in off with the password and a current code (DELETE /api/auth/factors). */
export const useDisableMfa = (onDisabled: () => void) =>
  useApiMutation(
    async (body: Proof) => {
      await apiFetch('/api/auth/factors', null, { method: 'DELETE', body });
      // The stored user learns that two-factor is off.
      await authClient.updateUser({});
    },
    {
      success: () => 'Two-factor sign-in is off',
      failureTitle: 'Two-factor sign-in still on',
      failure: errorMessage,
      invalidate: [],
      onSuccess: onDisabled,
    },
  );
