import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serverSecrets } from '../../db/schema/operations';
import type { AppConfig } from '../config';
import { generateVapidKeys, type VapidKeys } from './push-gateway';

const KEY = 'vapid-keys';

/**
 * The shop's VAPID key pair (decision 176): from the environment, else generated once and kept
 * in `server_secrets` (every process signs with the same pair; dumps leave it out, decision
 * 084, so a shop restored without secrets makes a new pair and its devices subscribe again).
 */
export async function readVapidKeys(
  db: Database,
  config: Pick<AppConfig, 'vapid' | 'adminEmail' | 'publicUrl'>,
): Promise<VapidKeys> {
  const host = (() => {
    try {
      return new URL(config.publicUrl).hostname;
    } catch {
      return 'localhost';
    }
  })();
  const subject = config.vapid?.subject ?? `mailto:${config.adminEmail ?? `owner@${host}`}`;
  if (config.vapid) return { ...config.vapid, subject };
  await db
    .insert(serverSecrets)
    .values({ key: KEY, value: JSON.stringify(generateVapidKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.key, KEY));
  if (!row) throw new Error('the VAPID keys could not be created');
  const keys = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
