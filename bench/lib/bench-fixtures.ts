import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { authSessions, profiles, userRoles, users } from '../../src/db/schema/auth';
import { products, productVariants } from '../../src/db/schema/catalog';
import { createAccessTokenKit, type AccessTokenKit } from '../../src/server/auth/access-token';

export type BenchFixtures = {
  customers: { email: string; authorization: string }[];
  /** Products only the checkout benchmark buys, with their stock at the start. */
  /** Each with its default variant (decision 135), which carries the stock and is what a claim takes. */
  products: { id: string; variantId: string; stock: number }[];
};

/** Two products with deep stock and one that sells out mid-run (its last unit is fought over). */
const BENCH_STOCK = [100_000, 100_000, 25];

/**
 * A confirmed user with a session, written straight into the database (no password: the
 * benchmarks never sign in), and the Authorization header of a token the server accepts.
 */
export async function insertBenchUser(
  db: Database,
  kit: AccessTokenKit,
  who: { email: string; lastName: string; role: 'customer' | 'admin' },
): Promise<string> {
  const { email, role } = who;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'bench-no-password', emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  await db
    .insert(profiles)
    .values({ userId: user!.id, firstName: 'Bench', lastName: who.lastName });
  if (role === 'admin') await db.insert(userRoles).values({ userId: user!.id, role });
  const [session] = await db
    .insert(authSessions)
    .values({ userId: user!.id })
    .returning({ id: authSessions.id });
  const { token } = await kit.sign({ userId: user!.id, email, sessionId: session!.id, role });
  return `Bearer ${token}`;
}

/**
 * Customers and products for the checkout benchmark, written straight into the database
 * while no server holds it (PGlite is single-process), with tokens signed by the server's key.
 */
export async function createBenchFixtures(
  env: Record<string, string>,
  customerCount: number,
): Promise<BenchFixtures> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const kit = createAccessTokenKit(env.JWT_SECRET!, 86_400);
    const customers: BenchFixtures['customers'] = [];
    for (let i = 0; i < customerCount; i += 1) {
      const email = `bench-${i}-${randomUUID().slice(0, 8)}@example.com`;
      const authorization = await insertBenchUser(handle.db, kit, {
        email,
        lastName: `Customer ${i}`,
        role: 'customer',
      });
      customers.push({ email, authorization });
    }
    const rows = await handle.db
      .insert(products)
      .values(
        BENCH_STOCK.map((_, i) => ({
          name: `Bench Fidget ${i + 1}`,
          price: '12.50',
          sku: `BENCH-${i + 1}-${randomUUID().slice(0, 8)}`,
          images: ['/images/products/gear-spinner.svg'],
        })),
      )
      .returning({ id: products.id });
    // Each product got its default variant at the insert's commit; it carries the stock.
    const variantIds: string[] = [];
    for (const [i, row] of rows.entries()) {
      const [variant] = await handle.db
        .update(productVariants)
        .set({ quantity: BENCH_STOCK[i]! })
        .where(eq(productVariants.productId, row.id))
        .returning({ id: productVariants.id });
      variantIds.push(variant!.id);
    }
    return {
      customers,
      products: rows.map((row, i) => ({
        id: row.id,
        variantId: variantIds[i]!,
        stock: BENCH_STOCK[i]!,
      })),
    };
  } finally {
    await handle.close();
  }
}

/** Stock of the given products now, read from the database once no server holds it. */
export async function readStock(
  env: Record<string, string>,
  productIds: string[],
): Promise<number> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const rows = await handle.db
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds));
    return rows.reduce((sum, row) => sum + row.quantity, 0);
  } finally {
    await handle.close();
  }
}
