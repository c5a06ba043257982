import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../auth-api';

/** Whether every admin must use two-factor (GET /api/admin/security). */
export const useAdminSecurity = () =>
  useQuery({ queryKey: ['admin', 'security'], queryFn: accountApi.adminSecurity });
