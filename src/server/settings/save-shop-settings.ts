import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { settings } from '../../db/schema/operations';
import { SETTINGS_SECTIONS, type ShopSettings } from '#core/settings/shop-settings';
import { badRequest } from '../lib/domain-error';
import { changeRole } from '../auth/change-role';

/**
 * Saves every section in one transaction. The owner e-mail is the account with admin access
 * (SPEC §6), so naming a new owner gives that existing account the admin role; other admins
 * keep theirs, so a typo can never lock the shop out. Only a confirmed address is promoted:
 * anyone can sign up with an address, only its owner can confirm it.
 */
export async function saveShopSettings(db: Database, next: ShopSettings): Promise<ShopSettings> {
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id, confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.email, next.general.ownerEmail));
    if (!owner) {
      throw badRequest(
        'No account uses this owner e-mail yet. The owner must sign up first, then save again.',
        'owner_not_found',
      );
    }
    if (!owner.confirmedAt) {
      throw badRequest(
        'The account with this owner e-mail has not confirmed its address yet. The owner must open the confirmation link first, then save again.',
        'owner_not_confirmed',
      );
    }
    await changeRole(tx, owner.id, 'admin');
    // Every section in one statement: each row takes the value it brought (excluded.value).
    await tx
      .insert(settings)
      .values(SETTINGS_SECTIONS.map((key) => ({ key, value: next[key] })))
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedAt: new Date() },
      });
  });
  return next;
}
