import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { notFound } from '../lib/domain-error';

/**
 * A customer's profile, locked for the rest of the transaction so two writes of their notes or
 * tags take turns; an admin account, or none, is no customer (404).
 */
export async function findCustomerForUpdate(tx: Executor, customerId: string): Promise<void> {
  const [row] = await queryRows<{ user_id: string }>(
    tx,
    sql`select p.user_id from profiles p where p.user_id = ${customerId}
      and not exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = 'admin')
      for update`,
  );
  if (!row) throw notFound('Customer not found');
}
