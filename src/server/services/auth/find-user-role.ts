import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../../core/auth/session';
import type { Executor } from '../../../db/client';
import { authSessions, userRoles } from '../../../db/schema/auth';

/**
 * The one place that reads a user's role: the stored row decides (so a demotion takes effect
 * at once); no row means customer (SPEC §6). Every role check of the server goes through here.
 */
export async function findUserRole(db: Executor, userId: string): Promise<Role> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? 'customer';
}

/**
 * The role behind a live (not signed-out) session, in one primary-key lookup: null when the
 * session is gone. The session guard calls this on every guarded request.
 */
export async function findSessionRole(db: Executor, session: { sessionId: string; userId: string }): Promise<Role | null> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(authSessions)
    .leftJoin(userRoles, eq(userRoles.userId, authSessions.userId))
    .where(and(eq(authSessions.id, session.sessionId), eq(authSessions.userId, session.userId), isNull(authSessions.revokedAt)));
  if (!row) return null;
  return row.role ?? 'customer';
}
