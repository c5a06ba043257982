import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { passwordWeaknesses, safeRedirectPath } from '#core/auth/auth-rules';
import { type UserMetadata } from '#core/auth/auth-forms';
import type { AuthUser, Session } from '#core/auth/session';
import { profiles, users } from '../../db/schema/auth';
import { hashPassword } from './password';
import { authErrors } from './auth-errors';
import type { AuthDeps } from './auth-deps';
import { confirmationLink, confirmationMail } from './auth-mail';
import { readCredentials } from './credentials';
import { issueSession } from './issue-session';
import { toAuthUser } from './load-auth-user';
import { createOneTimeToken } from './one-time-tokens';

export type SignUpInput = {
  email?: string;
  password?: string;
  metadata: UserMetadata;
  redirectTo?: string;
  client: { userAgent?: string; ip?: string };
};

const isUniqueViolation = (error: unknown): boolean => {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Only our own pages are valid targets after confirming: never an open redirect. */
function redirectPath(publicUrl: string, redirectTo: string | undefined): string {
  if (!redirectTo) return '/';
  try {
    const url = new URL(redirectTo, publicUrl);
    return url.origin === new URL(publicUrl).origin
      ? safeRedirectPath(url.pathname + url.search)
      : '/';
  } catch {
    return '/';
  }
}

/**
 * Creates the account and its profile, and mails a confirmation link. Without required
 * confirmation the account works at once (a session is returned); with it, the answer for an
 * address that already has an account looks like a fresh sign-up, so addresses cannot be probed.
 */
export async function signUp(
  deps: AuthDeps,
  input: SignUpInput,
): Promise<{ user: AuthUser; session: Session | null }> {
  const { email, password } = readCredentials(input);
  const reasons = passwordWeaknesses(password);
  if (reasons.length > 0) throw authErrors.weakPassword(reasons);
  // Hash before looking the address up, so a taken address answers no faster than a free one.
  const passwordHash = await hashPassword(password);
  const metadata = Object.fromEntries(
    Object.entries(input.metadata).filter(([, v]) => v !== undefined),
  );
  const redirect = redirectPath(deps.config.publicUrl, input.redirectTo);

  let user: typeof users.$inferSelect;
  try {
    user = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email, passwordHash, userMetadata: metadata })
        .returning();
      await tx.insert(profiles).values({
        userId: row!.id,
        firstName: metadata.first_name ?? null,
        lastName: metadata.last_name ?? null,
        phone: metadata.phone ?? null,
      });
      return row!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (!deps.config.requireEmailConfirmation) throw authErrors.emailExists();
    return {
      user: await obfuscatedSignUp(deps, email, redirect, { passwordHash, userMetadata: metadata }),
      session: null,
    };
  }

  const token = await createOneTimeToken(deps.db, user.id, 'confirmation');
  deps.queueMail(confirmationMail(email, confirmationLink(deps.config.publicUrl, token, redirect)));
  const session = deps.config.requireEmailConfirmation
    ? null
    : await issueSession(deps.db, deps.tokens, user, { kind: 'new', ...input.client });
  return { user: session?.user ?? toAuthUser(user, 'customer'), session };
}

/**
 * Supabase's answer for a taken address when confirmation is on: a look-alike user, no session.
 * An unconfirmed account gets a fresh link that carries this sign-up's password: whoever opens
 * it proves the address, so its password replaces the first registrant's, whose sessions end
 * (the first registrant may be a squatter who never owned the address).
 */
async function obfuscatedSignUp(
  deps: AuthDeps,
  email: string,
  redirect: string,
  pending: { passwordHash: string; userMetadata: Record<string, unknown> },
): Promise<AuthUser> {
  const [existing] = await deps.db.select().from(users).where(eq(users.email, email));
  if (existing && !existing.emailConfirmedAt) {
    const token = await createOneTimeToken(deps.db, existing.id, 'confirmation', pending);
    deps.queueMail(
      confirmationMail(email, confirmationLink(deps.config.publicUrl, token, redirect)),
    );
  }
  return {
    mfa_enabled: false,
    id: randomUUID(),
    email,
    email_confirmed_at: null,
    created_at: new Date().toISOString(),
    user_metadata: {},
    role: 'customer',
  };
}
