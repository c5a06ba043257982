import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth-context';
import { CheckingSpinner } from './auth-card';

const CheckingSession = () => <CheckingSpinner label="Checking your session…" />;

/**
 * SPEC §2: signed-out users go to /auth, which sends them back here after sign-in or sign-up
 * (useReturnPath). Nothing of the page shows until the session is known.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth();
  const location = useLocation();
  if (loading) return <CheckingSession />;
  if (!session)
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** SPEC §2: signed out → /auth; signed in but not admin → home. Waits for the role: no flash. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session, role, loading } = useAuth();
  const location = useLocation();
  if (loading || (session && role === null)) return <CheckingSession />;
  if (!session)
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (role !== 'admin') return <Navigate to="/" replace />;
  return <>{children}</>;
}
