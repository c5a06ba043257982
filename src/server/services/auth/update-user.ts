import { eq } from 'drizzle-orm';
import { isPasswordTooLong, passwordWeaknesses } from '../../../core/auth/auth-rules';
import { type UserMetadata } from '../../../core/auth/auth-forms';
import type { AuthUser } from '../../../core/auth/session';
import type { Database } from '../../../db/client';
import { profiles, users } from '../../../db/schema/auth';
import type { AccessClaims } from '../../lib/access-token';
import { hashPassword } from '../../lib/password';
import { authErrors } from './auth-errors';
import { loadAuthUser } from './load-auth-user';
import { signOut } from './sign-out';

/**
 * Changes the password (after a recovery link, or while signed in) and/or the profile names.
 * A new password signs every other session out: whoever knew the old one is locked out.
 */
export async function updateUser(
  db: Database,
  claims: AccessClaims,
  input: { password?: string; data?: UserMetadata },
): Promise<AuthUser> {
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    if (isPasswordTooLong(input.password)) throw authErrors.passwordTooLong();
    const reasons = passwordWeaknesses(input.password);
    if (reasons.length > 0) throw authErrors.weakPassword(reasons);
    passwordHash = await hashPassword(input.password);
  }
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, claims.userId));
    if (!current) throw authErrors.sessionNotFound();
    const data = Object.fromEntries(Object.entries(input.data ?? {}).filter(([, v]) => v !== undefined));
    await tx
      .update(users)
      .set({ passwordHash: passwordHash ?? current.passwordHash, userMetadata: { ...current.userMetadata, ...data }, updatedAt: new Date() })
      .where(eq(users.id, claims.userId));
    if (Object.keys(data).length > 0) {
      const names = { firstName: data.first_name, lastName: data.last_name, phone: data.phone };
      await tx
        .insert(profiles)
        .values({ userId: claims.userId, ...names })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined)), updatedAt: new Date() } });
    }
    if (passwordHash) await signOut(tx, claims, 'others');
  });
  const user = await loadAuthUser(db, claims.userId);
  if (!user) throw authErrors.sessionNotFound();
  return user;
}
