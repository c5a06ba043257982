import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { authSessions } from '../../../db/schema/auth';
import type { AccessClaims } from '../../lib/access-token';
import { authErrors } from './auth-errors';

/** The auth endpoints accept an access token only while its session has not been signed out. */
export async function requireLiveSession(db: Executor, claims: AccessClaims): Promise<void> {
  const [session] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, claims.sessionId), eq(authSessions.userId, claims.userId), isNull(authSessions.revokedAt)));
  if (!session) throw authErrors.sessionNotFound();
}
