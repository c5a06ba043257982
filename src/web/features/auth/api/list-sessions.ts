import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The signed-in user's sessions, one per device (GET /api/auth/sessions). */
export const listSessions = () =>
  apiFetch('/api/auth/sessions', () =>
    import('#core/auth/account-responses').then((m) => m.sessionListSchema),
  );

export const sessionsQueryKey = ['auth', 'sessions'] as const;

export const useSessions = () => useQuery({ queryKey: sessionsQueryKey, queryFn: listSessions });
