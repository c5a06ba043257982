/**
 * `npm run db:generate-shop -- 100000`: fills the configured shop (DATA_DIR or DATABASE_URL,
 * migrated first) with generated orders, customers, products and messages, for benchmarks and
 * size checks. Never run it on a real shop: the rows are fake.
 */
import { generateShop } from '../bench/lib/generate-shop';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

const orders = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(orders) || orders < 1) throw new Error('usage: generate-shop <orders>');
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
});
try {
  await runMigrations(handle);
  const shop = await generateShop(handle.db, { orders });
  console.log(
    `generated ${shop.orders} orders, ${shop.customers} customers, ${shop.products} products, ${shop.contactMessages} messages (tag ${shop.tag}) in ${Math.round(shop.ms)} ms`,
  );
} finally {
  await handle.close();
}
