import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { getOrCreateSecret } from './server-secrets';

/**
 * A secret the owner types into the admin (a mailbox password) is stored encrypted
 * (AES-256-GCM) with a key of `server_secrets`, which dumps leave out unless asked (decision
 * 084): a settings row read from a dump, a backup or a log says nothing. Never sent back to the
 * browser either: its views say only whether one is set.
 */
const VERSION = 'v1';

const keyOf = async (db: Database) =>
  createHash('sha256')
    .update(await getOrCreateSecret(db, 'settings-encryption'))
    .digest();

export async function sealSecret(db: Database, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
}

/** The plain secret, or null when it cannot be opened (a key that changed: restored without secrets). */
export async function openSecret(db: Database, sealed: string): Promise<string | null> {
  const [version, body] = sealed.split(':');
  if (version !== VERSION || !body) return null;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
