import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client';
import { queryRows } from '../../../src/db/query-rows';
import { authSessions, profiles, users } from '../../../src/db/schema/auth';
import { products, productVariants } from '../../../src/db/schema/catalog';
import { orderItems, shippingRates } from '../../../src/db/schema/sales';
import { createAccessTokenKit } from '../../../src/server/auth/access-token';
import { hashPassword } from '../../../src/server/auth/password';
import { prepareTemplate } from '../../support/template-database';
import {
  adminQuery,
  startPostgresServer,
  type PostgresServer,
} from '../../support/postgres-server';

export type Engine = 'pglite' | 'postgres';
export const JWT_SECRET = 'resilience-secret-resilience-secret-0001';
export const CUSTOMER_PASSWORD = 'load-test-password-1';

export type Customer = { email: string; authorization: string; ip: string };
export type ShopUnderTest = {
  engine: Engine;
  /** The environment a spawned server needs to serve this shop. */
  env: Record<string, string>;
  /** Opens the shop's database (for PGlite only while no server holds it). */
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
};

/** A migrated, seeded shop on either engine, in temp folders, that spawned servers can share. */
export async function createShop(engine: Engine): Promise<ShopUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-resilience-${engine}-`));
  let server: PostgresServer | undefined;
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    server = await startPostgresServer();
    await adminQuery(server.url(), 'CREATE DATABASE shop');
    databaseUrl = server.url('shop');
  }
  const open = () => openDatabase({ dataDir, databaseUrl });
  const handle = await open();
  await prepareTemplate(handle);
  await handle.close();
  return {
    engine,
    // Each virtual customer orders back to back, far past a real customer's order budget.
    env: {
      DATA_DIR: dataDir,
      WEB_DIR: join(dataDir, 'no-web'),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      ORDER_RATE_LIMIT_PER_USER: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    open,
    async cleanup() {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Customers straight into the database, with a password for sign-in and a signed access token. */
export async function addCustomers(
  handle: DatabaseHandle,
  count: number,
  prefix: string,
): Promise<Customer[]> {
  const tokens = createAccessTokenKit(JWT_SECRET, 3600 * 6);
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}@example.com`;
    const [user] = await handle.db
      .insert(users)
      .values({ email, passwordHash, emailConfirmedAt: new Date() })
      .returning({ id: users.id });
    await handle.db
      .insert(profiles)
      .values({ userId: user!.id, firstName: 'Load', lastName: `Customer ${i}` });
    const [session] = await handle.db
      .insert(authSessions)
      .values({ userId: user!.id })
      .returning({ id: authSessions.id });
    const { token } = await tokens.sign({
      userId: user!.id,
      email,
      sessionId: session!.id,
      role: 'customer',
    });
    customers.push({
      email,
      authorization: `Bearer ${token}`,
      ip: `10.${Math.floor(i / 250) % 250}.${i % 250}.${1 + (i % 200)}`,
    });
  }
  return customers;
}

export type Catalogue = { productIds: string[]; shippingRateId: string };

/**
 * Active products (stock set to `stock` each) and a shipping rate any order qualifies for.
 * `scarce` gives the first few products little stock, so that they sell out during the run
 * while the others keep orders flowing, however fast the server is.
 */
export async function prepareCatalogue(
  handle: DatabaseHandle,
  stock: number,
  scarce?: { products: number; stock: number },
): Promise<Catalogue> {
  await handle.db.update(productVariants).set({ quantity: stock });
  const rows = await handle.db
    .select({ id: products.id })
    .from(products)
    // Products without options (one default variant, decision 135): an order line names only the
    // product, and a product with options needs its variant chosen (409 variant_unavailable).
    .where(
      and(
        eq(products.isActive, true),
        sql`not exists (select 1 from product_options o where o.product_id = ${products.id})`,
      ),
    )
    .orderBy(products.id);
  if (scarce) {
    const ids = rows.slice(0, scarce.products).map((r) => r.id);
    if (ids.length > 0)
      await handle.db
        .update(productVariants)
        .set({ quantity: scarce.stock })
        .where(inArray(productVariants.productId, ids));
  }
  const [rate] = await handle.db
    .select({ id: shippingRates.id })
    .from(shippingRates)
    // A rate that ships any cart: a pickup would need deliveryMethod 'pickup' (decision 172).
    .where(
      and(
        eq(shippingRates.isActive, true),
        isNull(shippingRates.minOrderAmount),
        eq(shippingRates.isPickup, false),
        isNull(shippingRates.minWeight),
      ),
    )
    // The widest weight range first: the load's carts weigh several products (decision 172).
    .orderBy(sql`${shippingRates.maxWeight} desc nulls first`, shippingRates.rate)
    .limit(1);
  return { productIds: rows.map((r) => r.id), shippingRateId: rate!.id };
}

export async function stockByProduct(handle: DatabaseHandle): Promise<Map<string, number>> {
  const rows = await handle.db
    .select({ id: productVariants.productId, quantity: productVariants.quantity })
    .from(productVariants);
  return new Map(rows.map((r) => [r.id, r.quantity]));
}

export async function unitsSoldByProduct(handle: DatabaseHandle): Promise<Map<string, number>> {
  const rows = await queryRows<{ product_id: string; sold: string }>(
    handle.db,
    sql`select product_id, sum(quantity)::text as sold from order_items where product_id is not null group by product_id`,
  );
  return new Map(rows.map((r) => [r.product_id, Number(r.sold)]));
}

/** Products whose stock left + units sold no longer equals the stock at the start. */
export async function stockDrift(
  handle: DatabaseHandle,
  stockAtStart: Map<string, number>,
): Promise<[string, number][]> {
  const stockNow = await stockByProduct(handle);
  const sold = await unitsSoldByProduct(handle);
  return [...stockAtStart].filter(
    ([id, start]) => (stockNow.get(id) ?? 0) + (sold.get(id) ?? 0) !== start,
  );
}

export type AcknowledgedOrder = { id: string; lines: { productId: string; quantity: number }[] };

/**
 * The ledger after a run where servers died mid-checkout: how many orders the database holds,
 * how many have no items, the acknowledged orders whose stored lines differ from what the
 * client sent, and the stock drift. The crash and scale-out suites assert on the same four.
 */
export async function auditOrders(
  handle: DatabaseHandle,
  acknowledged: AcknowledgedOrder[],
  stockAtStart: Map<string, number>,
) {
  const [found] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from orders`,
  );
  const [orphans] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  );
  const items = await handle.db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        acknowledged.map((a) => a.id),
      ),
    );
  const stored = new Map<string, string[]>();
  for (const it of items)
    stored.set(it.orderId, [...(stored.get(it.orderId) ?? []), `${it.productId}:${it.quantity}`]);
  const missing = acknowledged.filter(
    (a) =>
      (stored.get(a.id) ?? []).sort().join() !==
      a.lines
        .map((l) => `${l.productId}:${l.quantity}`)
        .sort()
        .join(),
  );
  return {
    orderCount: found!.n,
    orphanCount: orphans!.n,
    missing,
    drift: await stockDrift(handle, stockAtStart),
  };
}

export const checkoutDetails = (i: number) => ({
  firstName: 'Load',
  lastName: `Customer ${i}`,
  email: `load-${i}@example.com`,
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'US',
});

/**
 * A customer's checkout as the crash suites send it: one to three distinct products, one or two
 * units each, and the Idempotency-Key the client keeps for every retry of this order.
 */
export function randomCheckout(catalogue: Catalogue, i: number) {
  const lines = Array.from({ length: randomInt(1, 3) }, () => ({
    productId: catalogue.productIds[randomInt(catalogue.productIds.length)]!,
    quantity: randomInt(1, 3),
  })).filter((l, n, all) => all.findIndex((o) => o.productId === l.productId) === n);
  const body = JSON.stringify({
    customer: checkoutDetails(i),
    items: lines,
    shippingRateId: catalogue.shippingRateId,
  });
  return { lines, key: randomBytes(12).toString('hex'), body };
}
