import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { authSessions, refreshTokens } from '../../../db/schema/auth';
import type { AccessClaims } from '../../lib/access-token';

export type SignOutScope = 'global' | 'local' | 'others';

/**
 * Revokes refresh tokens: global = every session of the user, local = this one, others = all
 * but this one. Access tokens already issued stay valid until they expire (they are stateless);
 * the auth endpoints themselves check the session and refuse a revoked one at once.
 */
export async function signOut(db: Executor, claims: AccessClaims, scope: SignOutScope): Promise<void> {
  const now = new Date();
  const scopeFilter =
    scope === 'local'
      ? eq(authSessions.id, claims.sessionId)
      : scope === 'others'
        ? ne(authSessions.id, claims.sessionId)
        : undefined;
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(authSessions.userId, claims.userId), isNull(authSessions.revokedAt), scopeFilter))
    .returning({ id: authSessions.id });
  const ids = revoked.map((r) => r.id);
  if (scope === 'global') {
    await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, claims.userId), isNull(refreshTokens.revokedAt)));
  } else if (ids.length > 0) {
    await db.update(refreshTokens).set({ revokedAt: now }).where(and(inArray(refreshTokens.sessionId, ids), isNull(refreshTokens.revokedAt)));
  }
}
