import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { compactOrderCounts } from '../../src/server/orders/count-orders';

export type ShopSize = {
  orders: number;
  /** Accounts with a profile; orders are spread over them (every tenth order is a guest's). */
  customers?: number;
  products?: number;
  contactMessages?: number;
};

export type GeneratedShop = Required<ShopSize> & { tag: string; ms: number };

const FIRST = [
  'Ada',
  'Ben',
  'Cleo',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivo',
  'Juno',
  'Kai',
  'Lea',
];
const LAST = [
  'Meyer',
  'Novak',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Sato',
  'Tanaka',
  'Ueda',
  'Vidal',
];
const STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'];

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Fills a migrated database with a shop of the given size in a handful of set-based statements
 * (generate_series), so 100,000 orders take seconds, not minutes: products with stock,
 * customers with profiles, orders spread over a year with one to three items each, and
 * contact messages. Every generated key carries a random tag, so it can run twice on one
 * database. Used by the admin-list benchmark; reusable for any "shop of size N" measurement.
 */
export async function generateShop(db: Database, size: ShopSize): Promise<GeneratedShop> {
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');
  const orders = size.orders;
  const customers = size.customers ?? Math.max(1, Math.ceil(orders / 10));
  const products = size.products ?? 50;
  const contactMessages = size.contactMessages ?? Math.ceil(orders / 100);
  const first = textArray(FIRST);
  const last = textArray(LAST);

  await db.execute(sql`
    insert into products (name, description, price, sku, images, is_active)
    select 'Generated part ' || ${tag} || ' ' || k, 'A generated product.', (5 + k % 50)::numeric(12, 2),
           'GEN-' || ${tag} || '-' || k, '{}'::text[], k % 10 <> 0
    from generate_series(1, ${products}::int) k`);
  await db.execute(sql`
    update product_variants set quantity = 1000
    where sku like ${`GEN-${tag}-%`} and is_default`);

  await db.execute(sql`
    insert into users (email, password_hash, email_confirmed_at, created_at)
    select 'shopper-' || ${tag} || '-' || c || '@example.test', 'generated-no-password', now(), now() - c * interval '50 minutes'
    from generate_series(1, ${customers}::int) c`);
  await db.execute(sql`
    insert into profiles (user_id, first_name, last_name, created_at)
    select u.id, (${first})[1 + n % ${FIRST.length}], (${last})[1 + (n / ${FIRST.length}) % ${LAST.length}], u.created_at
    from (select id, created_at, split_part(split_part(email, '@', 1), '-', 3)::int as n
          from users where email like ${`shopper-${tag}-%`}) u`);

  // Order g belongs to customer 1 + g % customers and buys 1 + g % 3 of product 1 + g % products.
  await db.execute(sql`
    with buyer as (
      select split_part(split_part(u.email, '@', 1), '-', 3)::int as n, u.id, u.email, p.first_name || ' ' || p.last_name as name
      from users u join profiles p on p.user_id = u.id
      where u.email like ${`shopper-${tag}-%`}
    ), line as (
      select g, (5 + (1 + g % ${products}::int) % 50) * (1 + g % 3) as subtotal
      from generate_series(1, ${orders}::int) g
    )
    insert into orders (order_number, user_id, customer_email, customer_name, customer_phone, billing_address,
                        shipping_address, subtotal, shipping_amount, total, status, payment_status,
                        fulfillment_status, created_at, updated_at)
    select 'GEN-' || ${tag} || '-' || lpad(line.g::text, 7, '0'),
           case when line.g % 10 = 0 then null else b.id end, b.email, b.name, null, a.address, a.address,
           line.subtotal, 4.95, line.subtotal + 4.95,
           s.status, case when line.g % 5 = 0 then 'pending' else 'paid' end,
           case when s.status in ('shipped', 'delivered') then 'fulfilled' else 'unfulfilled' end,
           now() - line.g * interval '5 minutes', now() - line.g * interval '5 minutes'
    from line
    join buyer b on b.n = 1 + line.g % ${customers}::int
    cross join lateral (select jsonb_build_object('firstName', split_part(b.name, ' ', 1), 'lastName', split_part(b.name, ' ', 2),
      'address', line.g || ' Generated Street', 'city', 'Testville', 'state', 'TS', 'zipCode', '12345', 'country', 'US') as address) a
    cross join lateral (select (${textArray(STATUSES)})[1 + line.g % ${STATUSES.length}] as status) s`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, product_name, sku, quantity, price, total, created_at)
    select o.id, p.id, p.name, p.sku, 1 + o.g % 3, p.price, p.price * (1 + o.g % 3), o.created_at
    from (select id, created_at, split_part(order_number, '-', 3)::int as g from orders where order_number like ${`GEN-${tag}-%`}) o
    join products p on p.sku = 'GEN-' || ${tag} || '-' || (1 + o.g % ${products}::int)`);

  await db.execute(sql`
    insert into contact_messages (name, email, subject, message, read_at, created_at)
    select 'Visitor ' || m, 'visitor-' || ${tag} || '-' || m || '@example.test', 'Question ' || m, 'A generated message.',
           case when m % 3 = 0 then null else now() end, now() - m * interval '3 hours'
    from generate_series(1, ${contactMessages}::int) m`);
  // A running shop's reads keep the trigger's order-count deltas folded (decision 052); fold the
  // 100,000 this bulk insert wrote, as `analyze` brings the statistics to where they would be.
  await compactOrderCounts(db);
  await db.execute(sql`analyze`);
  return { orders, customers, products, contactMessages, tag, ms: performance.now() - started };
}
