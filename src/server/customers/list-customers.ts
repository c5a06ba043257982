import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { fromCents, toCents } from '#core/money';
import type { AdminCustomersQuery } from '#core/lists/admin-list-queries';
import { pageOffset, prefixPattern, type Page } from '#core/lists/list-query';

type Row = {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  created_at: string | Date;
  orders_count: number;
  total_spent: string;
  last_order_at: string | Date | null;
  tags: string[] | null;
};

/**
 * Sort keys (whitelisted in core) as SQL over the page's own columns, so the inner query and the
 * outer re-sort read the same; the user id breaks ties so pages never overlap. A customer who
 * never ordered sorts last by last order, whichever the direction.
 */
const SORT_KEYS: Record<AdminCustomersQuery['sort'], string[]> = {
  createdAt: ['created_at'],
  email: ['lower(email)'],
  name: ["lower(coalesce(last_name, ''))", "lower(coalesce(first_name, ''))"],
  totalSpent: ['spent_key'],
  lastOrderAt: ['last_order_key'],
};

/** The sorts that need every customer's figures before paging (decision 174). */
const AGGREGATE_SORTS = new Set<AdminCustomersQuery['sort']>(['totalSpent', 'lastOrderAt']);

function orderBy(query: AdminCustomersQuery) {
  const dir = query.dir === 'asc' ? 'asc' : 'desc';
  const keys = [...SORT_KEYS[query.sort], 'user_id'].map(
    (key) => `${key} ${dir}${key === 'last_order_key' ? ' nulls last' : ''}`,
  );
  return sql.raw(keys.join(', '));
}

function filter(query: AdminCustomersQuery) {
  const parts = [
    sql`not exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = 'admin')`,
  ];
  if (query.tag)
    parts.push(
      sql`exists (select 1 from customer_tags t where t.customer_id = p.user_id and t.tag = ${query.tag})`,
    );
  if (query.q) {
    const pattern = prefixPattern(query.q);
    parts.push(
      sql`(lower(u.email) like ${pattern} or lower(p.first_name) like ${pattern} or lower(p.last_name) like ${pattern})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * Every customer's paid total and last order in one pass over the orders (a hash aggregate): an
 * order is its account's, or, placed signed out, the account with its e-mail (users.email is
 * stored lower-case).
 */
const customerFigures = sql`
  select coalesce(o.user_id, gu.id) as customer_id,
         coalesce(sum(o.total - o.refunded_amount) filter (where o.payment_status = 'paid'), 0) as spent,
         max(o.created_at) as last_order_at
  from orders o
  left join users gu on o.user_id is null and gu.email = lower(o.customer_email)
  group by 1`;

export type AdminCustomer = ReturnType<typeof toCustomer>;

/**
 * SPEC §7: one page of customer profiles (the owner's own admin accounts are not
 * customers). An order belongs to its account when it has one; an order placed signed out
 * belongs to the profile with its e-mail, the same rule as the customer's own /orders (so an
 * order account A placed with B's e-mail counts for A only). Total spent counts paid orders net
 * of refunds (decision 171): what the customer paid in the end, as core's `orderMoney` says.
 * The figures shown are computed for the page's rows only, after paging; sorting by spend or
 * last order first ranks every customer by the same figures.
 */
export async function listCustomers(
  db: Executor,
  query: AdminCustomersQuery,
): Promise<Page<AdminCustomer>> {
  const where = filter(query);
  const aggregate = AGGREGATE_SORTS.has(query.sort);
  const [rows, [counted]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`
      with page as (
        select * from (
          select p.user_id, u.email, p.first_name, p.last_name, p.phone, p.created_at
          ${aggregate ? sql`, coalesce(f.spent, 0) as spent_key, f.last_order_at as last_order_key` : sql``}
          from profiles p
          join users u on u.id = p.user_id
          ${aggregate ? sql`left join (${customerFigures}) f on f.customer_id = p.user_id` : sql``}
          where ${where}
        ) matching
        order by ${orderBy(query)}
        limit ${query.pageSize} offset ${pageOffset(query.page, query.pageSize)}
      )
      select page.*, s.orders_count, s.total_spent, s.last_order_at,
             array(select t.tag from customer_tags t where t.customer_id = page.user_id order by t.tag) as tags
      from page
      cross join lateral (
        select count(*)::int as orders_count,
               coalesce(sum(o.total - o.refunded_amount) filter (where o.payment_status = 'paid'), 0)::text as total_spent,
               max(o.created_at) as last_order_at
        from orders o
        where o.user_id = page.user_id or (o.user_id is null and lower(o.customer_email) = lower(page.email))
      ) s
      order by ${orderBy(query)}`,
    ),
    // Every profile has its account (primary key → users), so an unsearched count skips the join: 2 ms, not 13, at 10,000 customers.
    queryRows<{ count: number }>(
      db,
      sql`
      select count(*)::int as count from profiles p ${query.q ? sql`join users u on u.id = p.user_id` : sql``} where ${where}`,
    ),
  ]);
  return {
    items: rows.map(toCustomer),
    total: counted?.count ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toCustomer(r: Row) {
  return {
    userId: r.user_id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    createdAt: new Date(r.created_at).toISOString(),
    role: 'customer' as const,
    ordersCount: r.orders_count,
    totalSpent: fromCents(toCents(r.total_spent)),
    lastOrderAt: r.last_order_at ? new Date(r.last_order_at).toISOString() : null,
    tags: r.tags ?? [],
  };
}
