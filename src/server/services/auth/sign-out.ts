import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { authSessions, refreshTokens } from '../../../db/schema/auth';
import type { AccessClaims } from '../../lib/access-token';

export type SignOutScope = 'global' | 'local' | 'others';

/**
 * Ends sessions of a user and every refresh token in them: all of them, or all but `exceptSessionId`.
 * The session guard reads `revoked_at`, so their access tokens stop working at once too.
 */
export async function revokeUserSessions(db: Executor, userId: string, exceptSessionId?: string, now = new Date()): Promise<void> {
  const keep = exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined;
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), keep))
    .returning({ id: authSessions.id });
  if (!exceptSessionId) {
    await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  } else if (revoked.length > 0) {
    const ids = revoked.map((r) => r.id);
    await db.update(refreshTokens).set({ revokedAt: now }).where(and(inArray(refreshTokens.sessionId, ids), isNull(refreshTokens.revokedAt)));
  }
}

/**
 * Revokes sessions: global = every session of the user, local = this one, others = all but
 * this one. The caller's session has passed the session guard (a signed-out token cannot end
 * anyone's sessions).
 */
export async function signOut(db: Executor, claims: AccessClaims, scope: SignOutScope): Promise<void> {
  const now = new Date();
  if (scope === 'global') return revokeUserSessions(db, claims.userId, undefined, now);
  if (scope === 'others') return revokeUserSessions(db, claims.userId, claims.sessionId, now);
  await db.update(authSessions).set({ revokedAt: now, updatedAt: now }).where(and(eq(authSessions.id, claims.sessionId), isNull(authSessions.revokedAt)));
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.sessionId, claims.sessionId), isNull(refreshTokens.revokedAt)));
}
