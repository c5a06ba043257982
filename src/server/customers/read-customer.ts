import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { fromCents, toCents } from '#core/money';
import {
  CUSTOMER_PAGE_ROWS,
  type CustomerDetail,
  type CustomerNote,
} from '#core/customers/customer-responses';
import { notFound } from '../lib/domain-error';

type Moment = string | Date;
type Json<T> = T | null;

type Row = {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  created_at: Moment;
  last_sign_in_at: Moment | null;
  stats: {
    ordersCount: number;
    totalSpent: string;
    firstOrderAt: Moment | null;
    lastOrderAt: Moment | null;
  };
  orders: Json<(Omit<CustomerDetail['orders'][number], 'createdAt'> & { createdAt: Moment })[]>;
  quotes: Json<(Omit<CustomerDetail['quotes'][number], 'createdAt'> & { createdAt: Moment })[]>;
  messages: Json<(Omit<CustomerDetail['messages'][number], 'createdAt'> & { createdAt: Moment })[]>;
  addresses: Json<
    { address: Omit<CustomerDetail['addresses'][number], 'lastUsedAt'>; lastUsedAt: Moment }[]
  >;
  notes: Json<NoteRow[]>;
  tags: string[] | null;
};

type NoteRow = Omit<CustomerNote, 'createdAt' | 'updatedAt'> & {
  createdAt: Moment;
  updatedAt: Moment;
};

/** The JSON of a timestamptz ('2026-12-02T04:48:02.123+00:00') as the API's ISO text. */
const iso = (moment: Moment) => new Date(moment).toISOString();
const isoOrNull = (moment: Moment | null) => (moment === null ? null : iso(moment));

/** An order of this customer's: the rule of the customer list (its account, or signed out with its e-mail). */
const owned = sql`(o.user_id = p.user_id or (o.user_id is null and lower(o.customer_email) = u.email))`;
const rows = CUSTOMER_PAGE_ROWS;

/** A customer's notes, newest first, with their authors' e-mails. */
export const noteColumns = sql`json_build_object('id', n.id, 'body', n.body, 'authorId', n.author_id,
  'authorEmail', a.email, 'createdAt', n.created_at, 'updatedAt', n.updated_at)`;

export function toNote(n: NoteRow): CustomerNote {
  return { ...n, createdAt: iso(n.createdAt), updatedAt: iso(n.updatedAt) };
}

/**
 * One customer's page for the owner, in one statement (decision 174): each part a subquery on
 * its own index (orders by account and by signed-out e-mail, quotes by account, messages by
 * e-mail, notes and tags by customer). An admin account is not a customer: 404 as for none.
 */
export async function readCustomer(db: Executor, userId: string): Promise<CustomerDetail> {
  const [row] = await queryRows<Row>(
    db,
    sql`
    select p.user_id, u.email, p.first_name, p.last_name, p.phone, p.created_at, u.last_sign_in_at,
      (select json_build_object(
          'ordersCount', count(*),
          'totalSpent', coalesce(sum(o.total - o.refunded_amount) filter (where o.payment_status = 'paid'), 0)::text,
          'firstOrderAt', min(o.created_at), 'lastOrderAt', max(o.created_at))
        from orders o where ${owned}) as stats,
      (select json_agg(x order by x."createdAt" desc) from (
        select o.id, o.order_number as "orderNumber", o.status, o.payment_status as "paymentStatus",
               o.fulfillment_status as "fulfillmentStatus", o.total::text as total, o.created_at as "createdAt"
        from orders o where ${owned} order by o.created_at desc limit ${rows}) x) as orders,
      (select json_agg(x order by x."createdAt" desc) from (
        select q.id, m.original_name as "fileName", q.material_name as "materialName", q.quantity,
               q.price::text as price, q.status, q.created_at as "createdAt"
        from print_quotes q join print_models m on m.id = q.model_id
        where q.user_id = p.user_id and q.status <> 'priced'
        order by q.created_at desc limit ${rows}) x) as quotes,
      (select json_agg(x order by x."createdAt" desc) from (
        select c.id, c.subject, c.created_at as "createdAt", c.read_at is not null as read
        from contact_messages c where lower(c.email) = u.email
        order by c.created_at desc limit ${rows}) x) as messages,
      (select json_agg(x order by x."lastUsedAt" desc) from (
        select o.shipping_address as address, max(o.created_at) as "lastUsedAt"
        from orders o where ${owned} group by o.shipping_address
        order by 2 desc limit 10) x) as addresses,
      (select json_agg(${noteColumns} order by n.created_at desc, n.id)
        from customer_notes n left join users a on a.id = n.author_id
        where n.customer_id = p.user_id) as notes,
      array(select t.tag from customer_tags t where t.customer_id = p.user_id order by t.tag) as tags
    from profiles p
    join users u on u.id = p.user_id
    where p.user_id = ${userId}
      and not exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = 'admin')`,
  );
  if (!row) throw notFound('Customer not found');
  return {
    customer: {
      userId: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      createdAt: iso(row.created_at),
      lastSignInAt: isoOrNull(row.last_sign_in_at),
    },
    stats: {
      ordersCount: Number(row.stats.ordersCount),
      totalSpent: fromCents(toCents(row.stats.totalSpent)),
      firstOrderAt: isoOrNull(row.stats.firstOrderAt),
      lastOrderAt: isoOrNull(row.stats.lastOrderAt),
    },
    orders: (row.orders ?? []).map((o) => ({
      ...o,
      total: fromCents(toCents(o.total)),
      createdAt: iso(o.createdAt),
    })),
    quotes: (row.quotes ?? []).map((q) => ({
      ...q,
      price: fromCents(toCents(q.price)),
      createdAt: iso(q.createdAt),
    })),
    messages: (row.messages ?? []).map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    addresses: (row.addresses ?? []).map((a) => ({
      ...a.address,
      lastUsedAt: iso(a.lastUsedAt),
    })),
    notes: (row.notes ?? []).map(toNote),
    tags: row.tags ?? [],
  };
}
