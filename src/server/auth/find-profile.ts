import { eq } from 'drizzle-orm';
import type { Role } from '#core/auth/session';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/auth';
import { findUserRole } from './find-user-role';

export type ProfileView = {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  created_at: string;
};

/** SPEC §7 "on session start": the profile row (or null) and the role (none stored = customer). */
export async function findProfile(
  db: Executor,
  userId: string,
): Promise<{ profile: ProfileView | null; role: Role }> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const profile = row
    ? {
        user_id: row.userId,
        first_name: row.firstName,
        last_name: row.lastName,
        phone: row.phone,
        created_at: row.createdAt.toISOString(),
      }
    : null;
  return { profile, role: await findUserRole(db, userId) };
}
