import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { errorMessage } from '../error-message';
import { adminSecurityQueryKey } from './get-admin-security';

/** Requires two-factor for every admin, or not (PUT /api/admin/security); the switch follows the answer. */
export const useSetAdminSecurity = () =>
  useApiMutation(
    (requireAdminMfa: boolean) =>
      apiFetch(
        '/api/admin/security',
        () => import('#core/auth/account-responses').then((m) => m.adminSecuritySchema),
        { method: 'PUT', body: { requireAdminMfa } },
      ),
    {
      failureTitle: 'Not changed',
      failure: errorMessage,
      invalidate: [adminSecurityQueryKey],
      awaitInvalidation: true,
    },
  );
