import { eq, sql } from 'drizzle-orm';
import type { Session } from '#core/auth/session';
import { profiles, users } from '../../db/schema/auth';
import { authErrors } from './auth-errors';
import type { AuthDeps } from './auth-deps';
import { issueSession } from './issue-session';
import { applyEmailChange } from './change-email';
import { consumeOneTimeToken } from './one-time-tokens';
import { replaceCredentials } from './replace-credentials';
import { revokeUserSessions } from './sign-out';

/**
 * POST /verify: a confirmation or recovery link's token becomes a session. Both prove the
 * address, so both confirm it. The client then shows the reset form for type recovery.
 * The first proof of an address ends every session opened before it (by someone who only knew
 * a password), and a confirmation link of a later sign-up brings that sign-up's password.
 */
export async function verifyLink(
  deps: AuthDeps,
  input: {
    type: 'signup' | 'recovery' | 'email_change';
    token: string;
    client: { userAgent?: string; ip?: string };
  },
): Promise<Session> {
  return deps.db.transaction(async (tx) => {
    const kind = input.type === 'signup' ? 'confirmation' : input.type;
    const used = await consumeOneTimeToken(tx, input.token, kind);
    if (!used) throw authErrors.linkExpired();
    if (kind === 'email_change') {
      // The new address proved itself; the change takes effect now (if nobody took the address since).
      if (
        !used.payload?.newEmail ||
        !(await applyEmailChange(tx, used.userId, used.payload.newEmail))
      )
        throw authErrors.linkExpired();
    }
    const [before] = await tx
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, used.userId));
    if (!before) throw authErrors.linkExpired();
    const { passwordHash, userMetadata } = used.payload ?? {};
    if (passwordHash) {
      await replaceCredentials(tx, used.userId, passwordHash, { dropFactors: true });
      if (userMetadata) {
        await tx.update(users).set({ userMetadata }).where(eq(users.id, used.userId));
        const names = userMetadata as { first_name?: string; last_name?: string; phone?: string };
        await tx
          .update(profiles)
          .set({
            firstName: names.first_name ?? null,
            lastName: names.last_name ?? null,
            phone: names.phone ?? null,
            updatedAt: new Date(),
          })
          .where(eq(profiles.userId, used.userId));
      }
    } else if (!before.confirmedAt && kind !== 'email_change') {
      await revokeUserSessions(tx, used.userId);
    }
    const [user] = await tx
      .update(users)
      .set({
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, used.userId))
      .returning();
    if (!user) throw authErrors.linkExpired();
    const method = kind === 'recovery' ? 'recovery' : 'signup';
    return issueSession(tx, deps.tokens, user, { kind: 'new', method, ...input.client });
  });
}
