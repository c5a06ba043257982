import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { errorMessage } from '../error-message';

/** Starts two-factor enrolment: a new key and its otpauth link (POST /api/auth/factors). */
export const useEnrolMfa = (onStarted: (enrolment: { secret: string; uri: string }) => void) =>
  useApiMutation(
    () =>
      apiFetch(
        '/api/auth/factors',
        () => import('#core/auth/account-responses').then((m) => m.totpEnrolmentSchema),
        { method: 'POST' },
      ),
    {
      failureTitle: 'Two-factor sign-in not started',
      failure: errorMessage,
      invalidate: [],
      onSuccess: onStarted,
    },
  );
