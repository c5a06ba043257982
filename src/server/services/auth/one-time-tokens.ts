import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneTimeTokens } from '../../../db/schema/auth';
import { generateSecretToken, hashSecretToken } from './secret-token';

export type OneTimeKind = 'confirmation' | 'recovery';

/** A confirmation link lasts a day; a password-reset link an hour. */
const LIFETIME_MS: Record<OneTimeKind, number> = { confirmation: 24 * 3600_000, recovery: 3600_000 };

/** Issues a fresh link token; older unused tokens of the same kind stop working. */
export async function createOneTimeToken(db: Executor, userId: string, kind: OneTimeKind, now = new Date()): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
  const token = generateSecretToken();
  await db
    .insert(oneTimeTokens)
    .values({ userId, kind, tokenHash: hashSecretToken(token), expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]) });
  return token;
}

/** Uses the token up in one statement (so two clicks cannot both win); the user id or null. */
export async function consumeOneTimeToken(db: Executor, token: string, kind: OneTimeKind, now = new Date()): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashSecretToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
