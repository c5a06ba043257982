import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mfaRecoveryCodes } from '../../db/schema/auth';
import { hashSecretToken } from './secret-token';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

const newCode = (): string =>
  [0, 1, 2]
    .map(() => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''))
    .join('-');

/** Replaces the account's recovery codes with fresh ones, shown once; only their digests are kept. */
export async function issueRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashSecretToken(code) })));
  return codes;
}

/** Uses a recovery code up in one statement; true when it was valid and unused. */
export async function useRecoveryCode(
  db: Executor,
  userId: string,
  code: string,
): Promise<boolean> {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashSecretToken(code.toLowerCase())),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0;
}
