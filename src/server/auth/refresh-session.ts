import { and, eq, isNull } from 'drizzle-orm';
import type { Session } from '#core/auth/session';
import type { Executor } from '../../db/client';
import { authSessions, refreshTokens, users } from '../../db/schema/auth';
import { authErrors } from './auth-errors';
import type { AuthDeps } from './auth-deps';
import { issueSession } from './issue-session';
import { hashSecretToken } from './secret-token';

/** Parallel tabs may refresh with the same token at once; within this window that is not theft. */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/** A session unused for this long ends: every refresh mints a new token, so this is inactivity. */
export const REFRESH_TOKEN_IDLE_MS = 30 * 24 * 3600_000;

/** Revokes the session and every refresh token in it. */
export async function revokeSession(
  db: Executor,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  await db
    .update(authSessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * grant_type=refresh_token. The token is single use and rotates: claiming it is one UPDATE, so
 * two requests cannot both win. Presenting a used token again (after the grace window) means it
 * leaked: the whole session is revoked.
 */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string | undefined,
): Promise<Session> {
  if (!refreshToken) throw authErrors.refreshTokenNotFound();
  const now = new Date();
  const tokenHash = hashSecretToken(refreshToken);
  const [claimed] = await deps.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning();
  const row =
    claimed ??
    (await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0];
  if (!row) throw authErrors.refreshTokenNotFound();

  const [session] = await deps.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.id, row.sessionId));
  if (!session || session.revokedAt) throw authErrors.refreshSessionGone();
  if (now.getTime() - row.createdAt.getTime() > REFRESH_TOKEN_IDLE_MS) {
    await revokeSession(deps.db, row.sessionId, now);
    throw authErrors.refreshSessionGone();
  }
  if (!claimed) {
    const withinGrace =
      !row.revokedAt &&
      row.usedAt &&
      now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (!withinGrace) {
      await revokeSession(deps.db, row.sessionId, now);
      throw authErrors.refreshTokenAlreadyUsed();
    }
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw authErrors.refreshSessionGone();
  await deps.db
    .update(authSessions)
    .set({ updatedAt: now })
    .where(eq(authSessions.id, row.sessionId));
  // In the grace window the second caller gets a sibling token of the same session.
  return issueSession(deps.db, deps.tokens, user, {
    kind: 'rotate',
    sessionId: row.sessionId,
    parentId: row.id,
  });
}
