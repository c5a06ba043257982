import { eq } from 'drizzle-orm';
import { normalizeEmail } from '#core/auth/auth-rules';
import { users } from '../../db/schema/auth';
import { authErrors } from './auth-errors';
import type { AuthDeps } from './auth-deps';
import { recoveryLink, recoveryMail } from './auth-mail';
import { createOneTimeToken } from './one-time-tokens';

/** POST /recover: mails a reset link if the account exists; the answer never says whether it does. */
export async function requestRecovery(deps: AuthDeps, rawEmail: string | undefined): Promise<void> {
  const email = rawEmail ? normalizeEmail(rawEmail) : null;
  if (!email) throw authErrors.invalidEmail();
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  const token = await createOneTimeToken(deps.db, user.id, 'recovery');
  deps.queueMail(recoveryMail(email, recoveryLink(deps.config.publicUrl, token)));
}
