import { sql } from 'drizzle-orm';
import type { Role } from '#core/auth/session';
import type { Executor } from '../../db/client';
import { userRoles } from '../../db/schema/auth';
import { findUserRole } from './find-user-role';
import { revokeUserSessions } from './sign-out';

/**
 * Gives an account a role. A change (promotion or demotion) ends the account's sessions, so
 * no token minted under the old role outlives it; setting the role it already has does nothing.
 * Returns whether the role changed.
 */
export async function changeRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  if ((await findUserRole(db, userId)) === role) return false;
  await db
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: sql`excluded.role` } });
  await revokeUserSessions(db, userId);
  return true;
}
