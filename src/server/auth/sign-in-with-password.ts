import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Session } from '#core/auth/session';
import { users } from '../../db/schema/auth';
import { hashPassword, verifyPassword } from './password';
import { authErrors } from './auth-errors';
import type { AuthDeps } from './auth-deps';
import { readCredentials } from './credentials';
import { issueSession } from './issue-session';

// A hash with the real parameters: an unknown address costs one argon2 verify, like a known one.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** grant_type=password: one answer for an unknown address and a wrong password. */
export async function signInWithPassword(
  deps: AuthDeps,
  input: { email?: string; password?: string; client: { userAgent?: string; ip?: string } },
): Promise<Session> {
  const { email, password } = readCredentials(input);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
  if (!user || !valid) throw authErrors.invalidCredentials();
  if (deps.config.requireEmailConfirmation && !user.emailConfirmedAt)
    throw authErrors.emailNotConfirmed();
  await deps.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  return issueSession(deps.db, deps.tokens, user, { kind: 'new', ...input.client });
}
