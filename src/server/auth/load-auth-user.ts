import { eq } from 'drizzle-orm';
import type { AuthUser, Role } from '#core/auth/session';
import type { Executor } from '../../db/client';
import { mfaFactors, users } from '../../db/schema/auth';
import { findUserRole } from './find-user-role';

export type UserRow = typeof users.$inferSelect;

export function toAuthUser(user: UserRow, role: Role, mfaEnabled = false): AuthUser {
  return {
    mfa_enabled: mfaEnabled,
    id: user.id,
    email: user.email,
    email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    user_metadata: user.userMetadata,
    role,
  };
}

export async function loadAuthUser(db: Executor, userId: string): Promise<AuthUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [factor] = await db
    .select({ at: mfaFactors.verifiedAt })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, userId));
  return toAuthUser(user, await findUserRole(db, userId), Boolean(factor?.at));
}
