import { and, count, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#core/notifications/owner-push';
import type { Database, Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/operations';
import { conflict } from '../lib/domain-error';

/** Devices one owner may subscribe: a phone, a tablet, a few browsers. */
export const MAX_DEVICES_PER_USER = 10;

/** Subscribes a device of this owner; the same endpoint again takes the new keys and owner. */
export async function savePushSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  const [{ devices } = { devices: 0 }] = await db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (devices >= MAX_DEVICES_PER_USER)
    throw conflict(
      `At most ${MAX_DEVICES_PER_USER} devices; turn pushes off on one first`,
      'push_devices_full',
    );
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
}

/** Unsubscribes one device of this owner (none: nothing to do). */
export async function deletePushSubscription(
  db: Executor,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function countPushDevices(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.devices ?? 0;
}
