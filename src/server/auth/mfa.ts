import { and, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_PATTERN } from '#core/auth/account-forms';
import type { Session } from '#core/auth/session';
import type { Executor } from '../../db/client';
import {
  authSessions,
  mfaFactors,
  mfaRecoveryCodes,
  refreshTokens,
  users,
} from '../../db/schema/auth';
import { DomainError, conflict } from '../lib/domain-error';
import { verifyPassword } from './password';
import { authErrors } from './auth-errors';
import type { AuthDeps } from './auth-deps';
import { issueSession } from './issue-session';
import { issueRecoveryCodes, useRecoveryCode } from './recovery-codes';
import type { SessionContext } from './session-guard';
import { revokeUserSessions } from './sign-out';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';

const codeRefused = () =>
  new DomainError('invalid', 'mfa_verification_failed', 'Invalid TOTP code entered');
const noFactor = () =>
  new DomainError(
    'invalid',
    'mfa_factor_not_found',
    'Two-factor sign-in is not set up for this account.',
  );

/** Starts enrolment: a new secret (replacing an unfinished one), shown once as text and otpauth:// URI. */
export async function enrollTotp(
  db: Executor,
  session: SessionContext,
): Promise<{ secret: string; uri: string }> {
  const [existing] = await db
    .select()
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, session.userId));
  if (existing?.verifiedAt)
    throw conflict(
      'Two-factor sign-in is already on. Turn it off first to set up a new app.',
      'mfa_factor_exists',
    );
  const secret = newTotpSecret();
  await db
    .insert(mfaFactors)
    .values({ userId: session.userId, secret })
    .onConflictDoUpdate({ target: mfaFactors.userId, set: { secret, lastStep: null } });
  return { secret, uri: totpUri(secret, session.email) };
}

/** Checks a TOTP code (each time step once) or uses up a recovery code. */
async function checkCode(
  db: Executor,
  userId: string,
  factor: typeof mfaFactors.$inferSelect,
  code: string,
): Promise<boolean> {
  if (RECOVERY_CODE_PATTERN.test(code))
    return factor.verifiedAt !== null && useRecoveryCode(db, userId, code);
  const step = matchTotpStep(factor.secret, code);
  if (step === null) return false;
  // One statement: a step at or before the last accepted one is a replay, and loses.
  const [accepted] = await db
    .update(mfaFactors)
    .set({ lastStep: String(step) })
    .where(
      and(
        eq(mfaFactors.userId, userId),
        sql`coalesce(${mfaFactors.lastStep}::bigint, -1) < ${step}`,
      ),
    )
    .returning({ userId: mfaFactors.userId });
  return Boolean(accepted);
}

/**
 * POST /auth/factors/verify: finishes enrolment (and returns the recovery codes, once) or, at
 * sign-in, lifts the session to aal2. Either way the session gets fresh tokens that say so;
 * the browser then announces MFA_CHALLENGE_VERIFIED.
 */
export async function verifyTotp(
  deps: AuthDeps,
  session: SessionContext,
  code: string,
): Promise<{ session: Session; recovery_codes?: string[] }> {
  return deps.db.transaction(async (tx) => {
    const [factor] = await tx
      .select()
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, session.userId));
    if (!factor) throw noFactor();
    if (!(await checkCode(tx, session.userId, factor, code))) throw codeRefused();
    let recoveryCodes: string[] | undefined;
    if (!factor.verifiedAt) {
      await tx
        .update(mfaFactors)
        .set({ verifiedAt: new Date() })
        .where(eq(mfaFactors.userId, session.userId));
      recoveryCodes = await issueRecoveryCodes(tx, session.userId);
      // Every other device signed in with the password alone: they sign in again, with a code.
      await revokeUserSessions(tx, session.userId, session.sessionId);
    }
    await tx
      .update(authSessions)
      .set({ aal: 'aal2', updatedAt: new Date() })
      .where(eq(authSessions.id, session.sessionId));
    // The refresh tokens handed out before the code belong to the aal1 step: the new session replaces them.
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.sessionId, session.sessionId), isNull(refreshTokens.revokedAt)));
    const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
    if (!user) throw authErrors.sessionNotFound();
    const next = await issueSession(tx, deps.tokens, user, {
      kind: 'rotate',
      sessionId: session.sessionId,
      parentId: null,
    });
    return { session: next, ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) };
  });
}

/** DELETE /auth/factors: the password and a current code turn two-factor sign-in off. */
export async function disableTotp(
  db: Executor,
  session: SessionContext,
  input: { code: string; current_password: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [factor] = await tx
      .select()
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, session.userId));
    if (!factor?.verifiedAt) throw noFactor();
    const [user] = await tx
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!user || !(await verifyPassword(user.hash, input.current_password)))
      throw authErrors.wrongCurrentPassword();
    if (!(await checkCode(tx, session.userId, factor, input.code))) throw codeRefused();
    await tx.delete(mfaFactors).where(eq(mfaFactors.userId, session.userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, session.userId));
  });
}
