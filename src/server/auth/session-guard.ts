import { and, eq, isNull } from 'drizzle-orm';
import type { AuthMethod, Role } from '#core/auth/session';
import type { Executor } from '../../db/client';
import { authSessions, mfaFactors, userRoles, users } from '../../db/schema/auth';
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

/**
 * The one session guard: every authenticated path (HTTP routes, the live channel, storage,
 * quotes, sign-out) asks it. One indexed lookup answers whether the session is still signed in
 * and what the account's role, address and second factor are now, so a sign-out, revocation,
 * demotion or e-mail change takes effect at once rather than when the access token expires.
 */
export async function guardSession(db: Executor, claims: AccessClaims): Promise<SessionContext | null> {
  const [row] = await db
    .select({
      email: users.email,
      role: userRoles.role,
      method: authSessions.method,
      aal: authSessions.aal,
      createdAt: authSessions.createdAt,
      factorVerifiedAt: mfaFactors.verifiedAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, authSessions.userId))
    .leftJoin(mfaFactors, eq(mfaFactors.userId, authSessions.userId))
    .where(and(eq(authSessions.id, claims.sessionId), eq(authSessions.userId, claims.userId), isNull(authSessions.revokedAt)));
  if (!row) return null;
  const mfaEnrolled = row.factorVerifiedAt !== null;
  const aal = row.aal === 'aal2' ? 'aal2' : 'aal1';
  return {
    ...claims,
    email: row.email,
    role: row.role ?? 'customer',
    method: row.method,
    aal,
    sessionCreatedAt: row.createdAt,
    mfaEnrolled,
    mfaPending: mfaEnrolled && aal !== 'aal2',
  };
}
