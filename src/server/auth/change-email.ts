import { eq } from 'drizzle-orm';
import { normalizeEmail } from '#core/auth/auth-rules';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { verifyPassword } from './password';
import { authErrors } from './auth-errors';
import type { AuthDeps } from './auth-deps';
import { emailChangeLink, emailChangeMail, emailChangeNotice } from './auth-mail';
import { createOneTimeToken } from './one-time-tokens';
import type { SessionContext } from './session-guard';

/**
 * POST /auth/user/email: nothing changes yet. The new address gets a link; the change happens
 * when it is opened (proof the new address is the user's), and the old address is told.
 * A taken address answers the same (no probing); its owner simply gets no link.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  session: SessionContext,
  input: { email: string; current_password: string },
): Promise<void> {
  const newEmail = normalizeEmail(input.email);
  if (!newEmail) throw authErrors.invalidEmail();
  const [user] = await deps.db.select().from(users).where(eq(users.id, session.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password)))
    throw authErrors.wrongCurrentPassword();
  if (newEmail === user.email) return;
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, newEmail));
  if (taken) return;
  const token = await createOneTimeToken(deps.db, user.id, 'email_change', { newEmail });
  deps.queueMail(emailChangeMail(newEmail, emailChangeLink(deps.config.publicUrl, token)));
  deps.queueMail(emailChangeNotice(user.email, newEmail));
}

/** Applies a confirmed change; false when the address was taken in the meantime. */
export async function applyEmailChange(
  db: Executor,
  userId: string,
  newEmail: string,
): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
  if (taken) return false;
  await db
    .update(users)
    .set({ email: newEmail, emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
  return true;
}
