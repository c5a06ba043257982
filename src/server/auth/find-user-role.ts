import { eq } from 'drizzle-orm';
import type { Role } from '#core/auth/session';
import type { Executor } from '../../db/client';
import { userRoles } from '../../db/schema/auth';

/**
 * The one place that reads a user's role: the stored row decides (so a demotion takes effect
 * at once); no row means customer (SPEC §6). Requests with a token get the role from the
 * session guard (guardSession, one join with the session); everything else comes here.
 */
export async function findUserRole(db: Executor, userId: string): Promise<Role> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return row?.role ?? 'customer';
}
