import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../auth-api';

/** The signed-in user's sessions, one per device (GET /api/auth/sessions). */
export const useSessions = () =>
  useQuery({ queryKey: ['auth', 'sessions'], queryFn: accountApi.sessions });
