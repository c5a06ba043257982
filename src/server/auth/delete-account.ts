import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema/auth';
import { orders } from '../../db/schema/sales';
import { conflict } from '../lib/domain-error';
import { ordersOwnedBy } from '../../db/orders-owned-by';
import { verifyPassword } from './password';
import { authErrors } from './auth-errors';
import type { SessionContext } from './session-guard';

/** What an order keeps of a deleted customer: nothing that names or reaches them. */
const ANONYMOUS_ADDRESS = sql`jsonb_build_object('firstName', '', 'lastName', '', 'address', '', 'city', '', 'state', '', 'zipCode', '', 'country', '')`;

/**
 * DELETE /auth/user: the account, its profile, sessions, tokens and second factor go; its orders
 * stay for the books (amounts, items, dates, statuses) with the personal fields blanked. The
 * shop's last admin cannot delete itself (nobody could run the shop afterwards).
 */
export async function deleteAccount(
  db: Database,
  session: SessionContext,
  currentPassword: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword)))
      throw authErrors.wrongCurrentPassword();
    if (session.role === 'admin') {
      // Locked, so two admins deleting themselves at once cannot each count the other as staying.
      const admins = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, 'admin'))
        .for('update');
      if (!admins.some((admin) => admin.userId !== user.id))
        throw conflict(
          'You are the only admin: name another owner in Settings before deleting this account.',
          'last_admin',
        );
    }
    const anonymousEmail = `deleted-${user.id}@deleted.invalid`;
    await tx
      .update(orders)
      .set({
        customerEmail: anonymousEmail,
        customerName: 'Deleted customer',
        customerPhone: null,
        billingAddress: ANONYMOUS_ADDRESS,
        shippingAddress: ANONYMOUS_ADDRESS,
        trackingUrl: null,
        userId: null,
        updatedAt: new Date(),
      })
      // Its own orders only: another account's order under this typed e-mail stays that account's.
      .where(ordersOwnedBy({ userId: user.id, email: user.email }));
    // Profiles, roles, sessions, refresh and link tokens and MFA rows go with it (on delete cascade).
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
