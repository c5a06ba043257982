import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mfaFactors, mfaRecoveryCodes, users } from '../../db/schema/auth';
import { revokeUserSessions } from './sign-out';

/**
 * The proven owner of an address takes its account over from whoever registered it first: a
 * new password, the address confirmed, any second factor the other party enrolled removed, and
 * every session and refresh token ended. (An operator's password reset of a confirmed account
 * keeps its second factor: `dropFactors` is for accounts whose holder never proved the address.)
 */
export async function replaceCredentials(
  db: Executor,
  userId: string,
  passwordHash: string,
  options: { dropFactors: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  if (options.dropFactors) {
    await db.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
    await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  }
  await revokeUserSessions(db, userId);
}
