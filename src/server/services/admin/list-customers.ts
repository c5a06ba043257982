import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { fromCents, toCents } from '../../../core/money';

type Row = {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  created_at: string | Date;
  orders_count: number;
  total_spent: string;
};

/**
 * SPEC §7: profiles newest first, each labelled 'customer' (the owner's own admin accounts are
 * not customers). Orders are matched like the customer's own list: by e-mail, or by account.
 * Total spent counts paid orders only.
 */
export async function listCustomers(db: Executor) {
  const rows = await queryRows<Row>(db, sql`
    select p.user_id, u.email, p.first_name, p.last_name, p.phone, p.created_at,
           count(o.id)::int as orders_count,
           coalesce(sum(o.total) filter (where o.payment_status = 'paid'), 0)::text as total_spent
    from profiles p
    join users u on u.id = p.user_id
    left join orders o on lower(o.customer_email) = u.email or o.user_id = p.user_id
    where not exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = 'admin')
    group by p.user_id, u.email
    order by p.created_at desc
    limit 1000`);
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    createdAt: new Date(r.created_at).toISOString(),
    role: 'customer' as const,
    ordersCount: r.orders_count,
    totalSpent: fromCents(toCents(r.total_spent)),
  }));
}
