import { and, eq, isNull, or } from 'drizzle-orm';
import { orders } from './schema/sales';

export type OrderOwner = { userId: string; email: string };

/**
 * Decision 113: an account's orders are those placed from it, plus (SPEC §6: looked up by
 * e-mail) those placed under its e-mail with no account attached. An order someone else placed
 * while typing this e-mail belongs to that someone's account. Listing and account deletion both
 * read this one rule, so deleting an account never blanks another customer's order. It sits
 * beside the schema, below both server folders: in `server/orders` it made auth import orders,
 * closing the loop settings → auth → orders → mail → settings (decision 151).
 */
export function ordersOwnedBy(owner: OrderOwner) {
  return or(
    eq(orders.userId, owner.userId),
    and(isNull(orders.userId), eq(orders.customerEmail, owner.email.toLowerCase())),
  );
}
