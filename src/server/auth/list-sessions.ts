import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SessionView } from '#core/auth/account-forms';
import type { Executor } from '../../db/client';
import { authSessions } from '../../db/schema/auth';
import type { SessionContext } from './session-guard';

/** The account's signed-in devices, newest activity first, the caller's marked. */
export async function listSessions(db: Executor, session: SessionContext): Promise<SessionView[]> {
  const rows = await db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, session.userId), isNull(authSessions.revokedAt)))
    .orderBy(desc(authSessions.updatedAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    current: r.id === session.sessionId,
    user_agent: r.userAgent,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
