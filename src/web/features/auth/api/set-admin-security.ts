import { apiFetch } from '../../../lib/api-client';

/** Requires two-factor for every admin, or not (PUT /api/admin/security). */
export const setAdminSecurity = (requireAdminMfa: boolean) =>
  apiFetch(
    '/api/admin/security',
    () => import('#core/auth/account-responses').then((m) => m.adminSecuritySchema),
    { method: 'PUT', body: { requireAdminMfa } },
  );
