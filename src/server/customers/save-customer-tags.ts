import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerTags } from '../../db/schema/auth';
import { queryRows } from '../../db/query-rows';
import { findCustomerForUpdate } from './find-customer-for-update';

/** Replaces a customer's tags with `tags` (already checked and deduplicated by core), answered sorted. */
export async function saveCustomerTags(
  db: Executor,
  customerId: string,
  tags: readonly string[],
): Promise<{ tags: string[] }> {
  return db.transaction(async (tx) => {
    await findCustomerForUpdate(tx, customerId);
    await tx.execute(sql`delete from customer_tags where customer_id = ${customerId}`);
    if (tags.length > 0)
      await tx.insert(customerTags).values(tags.map((tag) => ({ customerId, tag })));
    const rows = await queryRows<{ tag: string }>(
      tx,
      sql`select tag from customer_tags where customer_id = ${customerId} order by tag`,
    );
    return { tags: rows.map((r) => r.tag) };
  });
}
