import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OwnerPush } from '#core/notifications/owner-push';
import type { Database } from '../../db/client';
import { userRoles } from '../../db/schema/auth';
import { pushSubscriptions } from '../../db/schema/operations';
import type { AppConfig } from '../config';
import { sendPush } from './push-gateway';
import { readVapidKeys } from './read-vapid-keys';

/**
 * Pushes these notices to every device of an admin (decision 176), after the commit that
 * caused them (the outbox dispatcher calls this). A subscription its push service says is
 * gone (404, 410) is deleted; any other failure is logged and the push is lost (a push is a
 * nudge: the inbox and the order list hold the truth). Answers the pushes sent.
 */
export async function sendOwnerPush(
  deps: {
    db: Database;
    config: Pick<AppConfig, 'vapid' | 'adminEmail' | 'publicUrl'>;
    log: FastifyBaseLogger;
  },
  notices: readonly OwnerPush[],
): Promise<number> {
  if (notices.length === 0) return 0;
  const devices = await deps.db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(userRoles, eq(userRoles.userId, pushSubscriptions.userId))
    .where(eq(userRoles.role, 'admin'));
  if (devices.length === 0) return 0;
  const vapid = await readVapidKeys(deps.db, deps.config);
  const gone = new Set<string>();
  let sent = 0;
  for (const notice of notices)
    await Promise.all(
      devices
        .filter((device) => !gone.has(device.id))
        .map(async (device) => {
          const result = await sendPush(vapid, device, JSON.stringify(notice));
          if (result.outcome === 'sent') sent++;
          else if (result.outcome === 'gone') gone.add(device.id);
          else deps.log.warn({ status: result.status }, 'owner push: the push service refused');
        }),
    );
  if (gone.size > 0)
    await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
  return sent;
}
