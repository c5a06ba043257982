import { eq } from 'drizzle-orm';
import { isPasswordTooLong, passwordWeaknesses } from '#core/auth/auth-rules';
import { type UserMetadata } from '#core/auth/auth-forms';
import type { AuthUser } from '#core/auth/session';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema/auth';
import { hashPassword, verifyPassword } from './password';
import { authErrors } from './auth-errors';
import { loadAuthUser } from './load-auth-user';
import type { SessionContext } from './session-guard';
import { signOut } from './sign-out';

/** A recovery link's session may set a new password without the old one for this long. */
export const RECOVERY_PASSWORD_WINDOW_MS = 10 * 60_000;

/** Proof for a new password: the current one, or a session a recovery link opened minutes ago. */
export function mayChangePasswordWithout(session: SessionContext, now = Date.now()): boolean {
  return (
    session.method === 'recovery' &&
    now - session.sessionCreatedAt.getTime() < RECOVERY_PASSWORD_WINDOW_MS
  );
}

/**
 * Changes the password (after a recovery link, or while signed in with the current one) and/or
 * the profile names. A new password signs every other session out: whoever knew the old one is
 * locked out. An access token alone is not enough to choose a new password.
 */
export async function updateUser(
  db: Database,
  claims: SessionContext,
  input: { password?: string; current_password?: string; data?: UserMetadata },
): Promise<AuthUser> {
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    if (isPasswordTooLong(input.password)) throw authErrors.passwordTooLong();
    const reasons = passwordWeaknesses(input.password);
    if (reasons.length > 0) throw authErrors.weakPassword(reasons);
    if (!mayChangePasswordWithout(claims)) {
      if (!input.current_password) throw authErrors.reauthenticationNeeded();
      if (isPasswordTooLong(input.current_password)) throw authErrors.wrongCurrentPassword();
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, claims.userId));
      if (!row || !(await verifyPassword(row.hash, input.current_password)))
        throw authErrors.wrongCurrentPassword();
    }
    passwordHash = await hashPassword(input.password);
  }
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, claims.userId));
    if (!current) throw authErrors.sessionNotFound();
    const data = Object.fromEntries(
      Object.entries(input.data ?? {}).filter(([, v]) => v !== undefined),
    );
    await tx
      .update(users)
      .set({
        passwordHash: passwordHash ?? current.passwordHash,
        userMetadata: { ...current.userMetadata, ...data },
        updatedAt: new Date(),
      })
      .where(eq(users.id, claims.userId));
    if (Object.keys(data).length > 0) {
      const names = { firstName: data.first_name, lastName: data.last_name, phone: data.phone };
      await tx
        .insert(profiles)
        .values({ userId: claims.userId, ...names })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: {
            ...Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined)),
            updatedAt: new Date(),
          },
        });
    }
    if (passwordHash) await signOut(tx, claims, 'others');
  });
  const user = await loadAuthUser(db, claims.userId);
  if (!user) throw authErrors.sessionNotFound();
  return user;
}
