import { eq, sql } from 'drizzle-orm';
import type { Session } from '../../../core/auth/session';
import { users } from '../../../db/schema/auth';
import { authErrors } from './auth-errors';
import type { AuthDeps } from './auth-deps';
import { issueSession } from './issue-session';
import { consumeOneTimeToken } from './one-time-tokens';

/**
 * POST /verify: a confirmation or recovery link's token becomes a session. Both prove the
 * address, so both confirm it. The client then shows the reset form for type recovery.
 */
export async function verifyLink(
  deps: AuthDeps,
  input: { type: 'signup' | 'recovery'; token: string; client: { userAgent?: string; ip?: string } },
): Promise<Session> {
  const userId = await consumeOneTimeToken(deps.db, input.token, input.type === 'signup' ? 'confirmation' : 'recovery');
  if (!userId) throw authErrors.linkExpired();
  const [user] = await deps.db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw authErrors.linkExpired();
  return issueSession(deps.db, deps.tokens, user, { kind: 'new', ...input.client });
}
