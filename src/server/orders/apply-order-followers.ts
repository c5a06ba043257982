import type { OrderAction } from '#core/orders/order-lifecycle';
import type { Transaction } from '../../db/client';
import type { OrderRow } from './lock-order';

/** An order change as the domains that follow orders see it, inside its transaction. */
export type FollowedOrderChange = {
  before: OrderRow;
  after: OrderRow;
  action: OrderAction;
  actor: { userId: string | null; label: string };
};

/** What a follower did: the outbox events it recorded in the change's transaction. */
export type OrderFollower = (tx: Transaction, change: FollowedOrderChange) => Promise<string[]>;

const followers = new Map<string, OrderFollower>();

/**
 * Lets a domain that orders know nothing of follow every order change, in the change's own
 * transaction (decision 170: the production board cancels its jobs when the order is cancelled
 * or a line refunded, and queues them when the order is paid). Registered once, by name, when
 * the app is built; a second registration of a name replaces the first.
 */
export function followOrderChanges(name: string, follower: OrderFollower): void {
  followers.set(name, follower);
}

/** The change-order step that runs every follower, after the change is applied and recorded. */
export async function applyOrderFollowers(
  tx: Transaction,
  change: FollowedOrderChange,
): Promise<string[]> {
  const eventIds: string[] = [];
  for (const follower of followers.values()) eventIds.push(...(await follower(tx, change)));
  return eventIds;
}
