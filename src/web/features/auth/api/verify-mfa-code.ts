import { useApiMutation, type ApiMutationOptions } from '../../../lib/use-api-mutation';
import { authClient } from '../auth-client';
import { errorMessage } from '../error-message';

type Outcome = Pick<
  ApiMutationOptions<string, string[] | undefined>,
  'failureTitle' | 'success' | 'onSuccess'
>;

/**
 * Confirms a two-factor code (POST /api/auth/factors/verify), through the auth client, which
 * keeps the lifted session: sign-in's second step or enrolment's last, each titling its own
 * refusal. The result is the recovery codes, given once, at enrolment.
 */
export const useVerifyMfaCode = (outcome: Outcome) =>
  useApiMutation((code: string) => authClient.verifyMfa(code), {
    failure: errorMessage,
    invalidate: [],
    ...outcome,
  });
