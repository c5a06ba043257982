import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const adminSecuritySchema = () =>
  import('#core/auth/account-responses').then((m) => m.adminSecuritySchema);

/** Whether every admin must use two-factor (GET /api/admin/security). */
export const getAdminSecurity = () => apiFetch('/api/admin/security', adminSecuritySchema);

export const adminSecurityQueryKey = ['admin', 'security'] as const;

export const useAdminSecurity = () =>
  useQuery({ queryKey: adminSecurityQueryKey, queryFn: getAdminSecurity });
