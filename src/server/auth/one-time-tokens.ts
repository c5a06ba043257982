import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { oneTimeTokens, type OneTimePayload } from '../../db/schema/auth';
import { generateSecretToken, hashSecretToken } from './secret-token';

export type OneTimeKind = 'confirmation' | 'recovery' | 'email_change';

/** A confirmation link lasts a day; a password-reset link an hour. */
const LIFETIME_MS: Record<OneTimeKind, number> = {
  confirmation: 24 * 3600_000,
  recovery: 3600_000,
  email_change: 24 * 3600_000,
};

/**
 * Issues a fresh link token; older unused tokens of the same kind stop working. `payload` is
 * what using the link applies (a pending password or address), kept until then.
 */
export async function createOneTimeToken(
  db: Executor,
  userId: string,
  kind: OneTimeKind,
  payload: OneTimePayload | null = null,
  now = new Date(),
): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now, payload: null })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  const token = generateSecretToken();
  await db.insert(oneTimeTokens).values({
    userId,
    kind,
    payload,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
  });
  return token;
}

/**
 * Uses the token up in one statement (so two clicks cannot both win); its user and payload, or
 * null. The payload is read first and cleared by the use: a used row keeps no pending password
 * or address (it only changes when the token is used, so the read cannot go stale).
 */
export async function consumeOneTimeToken(
  db: Executor,
  token: string,
  kind: OneTimeKind,
  now = new Date(),
): Promise<{ userId: string; payload: OneTimePayload | null } | null> {
  const tokenHash = hashSecretToken(token);
  const [pending] = await db
    .select({ payload: oneTimeTokens.payload })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, tokenHash));
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now, payload: null })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row ? { userId: row.userId, payload: pending?.payload ?? null } : null;
}
