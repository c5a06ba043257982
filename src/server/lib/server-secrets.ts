import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serverSecrets } from '../../db/schema/operations';

/**
 * Returns the named secret, generating it on first use. It lives in the database so every API
 * process on one PostgreSQL server signs with the same key, and PGlite keeps it in its data folder.
 */
export async function getOrCreateSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.key, key));
  if (!row) throw new Error(`secret ${key} could not be created`);
  return row.value;
}
