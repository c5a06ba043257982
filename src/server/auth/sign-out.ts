import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema/auth';
import type { AccessClaims } from './access-token';
import { revokeSession } from './refresh-session';

export type SignOutScope = 'global' | 'local' | 'others';

/**
 * Ends sessions of a user and every refresh token in them: all of them, or all but `exceptSessionId`.
 * The session guard reads `revoked_at`, so their access tokens stop working at once too.
 */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  exceptSessionId?: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    );
  // By user, not by the ids just revoked: no id list to pass, and a token of a session ended earlier goes too.
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptSessionId ? ne(refreshTokens.sessionId, exceptSessionId) : undefined,
      ),
    );
}

/**
 * Revokes sessions: global = every session of the user, local = this one, others = all but
 * this one. The caller's session has passed the session guard (a signed-out token cannot end
 * anyone's sessions).
 */
export async function signOut(
  db: Executor,
  claims: AccessClaims,
  scope: SignOutScope,
): Promise<void> {
  const now = new Date();
  if (scope === 'global') return revokeUserSessions(db, claims.userId, undefined, now);
  if (scope === 'others') return revokeUserSessions(db, claims.userId, claims.sessionId, now);
  await revokeSession(db, claims.sessionId, now);
}
