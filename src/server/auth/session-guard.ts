import type { AuthMethod, Role } from '#core/auth/session';
import type { Executor } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';
import type { AccessClaims } from './access-token';

/** The signed-in caller as the database says now, not as the token said when it was minted. */
export type SessionContext = AccessClaims & {
  role: Role;
  method: AuthMethod;
  aal: 'aal1' | 'aal2';
  sessionCreatedAt: Date;
  /** The account has a verified second factor but this session has not passed it yet. */
  mfaPending: boolean;
  /** The account has a verified second factor. */
  mfaEnrolled: boolean;
};

/** Every signed-in request asks this, so its SQL is fixed text (decision 043). */
export const findSession = fixedStatement(
  'guard-session',
  `select u.email, r.role, s.method, s.aal, s.created_at, f.verified_at
     from auth_sessions s
     join users u on u.id = s.user_id
     left join user_roles r on r.user_id = s.user_id
     left join mfa_factors f on f.user_id = s.user_id
    where s.id = $1 and s.user_id = $2 and s.revoked_at is null`,
);

type SessionRow = {
  email: string;
  role: Role | null;
  method: AuthMethod;
  aal: string;
  created_at: Date | string;
  verified_at: Date | string | null;
};

/**
 * The one session guard: every authenticated path (HTTP routes, the live channel, storage,
 * quotes, sign-out) asks it. One indexed lookup answers whether the session is still signed in
 * and what the account's role, address and second factor are now, so a sign-out, revocation,
 * demotion or e-mail change takes effect at once rather than when the access token expires.
 */
export async function guardSession(
  db: Executor,
  claims: AccessClaims,
): Promise<SessionContext | null> {
  const [row] = await runFixed<SessionRow>(db, findSession, [claims.sessionId, claims.userId]);
  if (!row) return null;
  const mfaEnrolled = row.verified_at !== null;
  const aal = row.aal === 'aal2' ? 'aal2' : 'aal1';
  return {
    ...claims,
    email: row.email,
    role: row.role ?? 'customer',
    method: row.method,
    aal,
    sessionCreatedAt: new Date(row.created_at),
    mfaEnrolled,
    mfaPending: mfaEnrolled && aal !== 'aal2',
  };
}
