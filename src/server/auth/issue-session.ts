import type { AuthMethod, Session } from '#core/auth/session';
import type { Executor } from '../../db/client';
import { eq } from 'drizzle-orm';
import { authSessions, mfaFactors, refreshTokens } from '../../db/schema/auth';
import type { AccessTokenKit } from './access-token';
import { findUserRole } from './find-user-role';
import { toAuthUser, type UserRow } from './load-auth-user';
import { generateSecretToken, hashSecretToken } from './secret-token';

export type SessionTarget =
  | { kind: 'new'; userAgent?: string; ip?: string; method?: AuthMethod }
  /** A rotation inside an existing session: the new token's parent is the one just used. */
  | { kind: 'rotate'; sessionId: string; parentId: string | null };

/** Mints a refresh token (stored hashed) and an access token for the user: a Supabase session. */
export async function issueSession(
  db: Executor,
  tokens: AccessTokenKit,
  user: UserRow,
  target: SessionTarget,
): Promise<Session> {
  let sessionId: string;
  let parentId: string | null = null;
  if (target.kind === 'new') {
    const [row] = await db
      .insert(authSessions)
      .values({
        userId: user.id,
        userAgent: target.userAgent?.slice(0, 500),
        ip: target.ip,
        method: target.method ?? 'password',
      })
      .returning({ id: authSessions.id });
    sessionId = row!.id;
  } else {
    sessionId = target.sessionId;
    parentId = target.parentId;
  }
  const refreshToken = generateSecretToken();
  await db
    .insert(refreshTokens)
    .values({ tokenHash: hashSecretToken(refreshToken), sessionId, userId: user.id, parentId });
  const role = await findUserRole(db, user.id);
  const { token, expiresAt } = await tokens.sign({
    userId: user.id,
    email: user.email,
    sessionId,
    role,
  });
  const [state] = await db
    .select({ aal: authSessions.aal, factor: mfaFactors.verifiedAt })
    .from(authSessions)
    .leftJoin(mfaFactors, eq(mfaFactors.userId, authSessions.userId))
    .where(eq(authSessions.id, sessionId));
  return {
    // Supabase's assurance level: aal1 with a second factor enrolled means "now ask for the code".
    aal: state?.aal === 'aal2' ? 'aal2' : 'aal1',
    access_token: token,
    token_type: 'bearer',
    expires_in: tokens.ttlSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toAuthUser(user, role, Boolean(state?.factor)),
  };
}
