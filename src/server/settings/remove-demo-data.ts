import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { categories, products } from '../../db/schema/catalog';
import { demoRecords } from '../../db/schema/operations';
import { discountCodes, shippingRates } from '../../db/schema/sales';

const TABLES = {
  products,
  categories,
  discount_codes: discountCodes,
  shipping_rates: shippingRates,
} as const;
export type DemoCounts = Record<keyof typeof TABLES, number>;
const NAMES = Object.keys(TABLES) as (keyof typeof TABLES)[];

/**
 * Removes every row the demo seed created (products with their stock, categories, shipping
 * rates, discount codes) in one statement (all of it or nothing). Orders keep their lines: their
 * product and code references become empty, the amounts stay. Rows the owner added are never
 * touched. The deletions share one snapshot; the foreign keys' "set null" runs after them.
 */
export async function removeDemoData(db: Database): Promise<DemoCounts> {
  const deletions = NAMES.map((name) => {
    const table = TABLES[name];
    const seeded = sql`select ${demoRecords.rowId}::uuid from ${demoRecords} where ${demoRecords.tableName} = ${name}`;
    return sql`${sql.identifier(`gone_${name}`)} as (delete from ${table} where ${table.id} in (${seeded}) returning 1)`;
  });
  const counts = NAMES.map(
    (name) =>
      sql`(select count(*) from ${sql.identifier(`gone_${name}`)})::int as ${sql.identifier(name)}`,
  );
  const names = sql.join(
    NAMES.map((name) => sql`${name}`),
    sql`, `,
  );
  const [row] = await queryRows<DemoCounts>(
    db,
    sql`with ${sql.join(deletions, sql`, `)},
      records as (delete from ${demoRecords} where ${demoRecords.tableName} in (${names}))
      select ${sql.join(counts, sql`, `)}`,
  );
  return row!;
}

/** How many demo rows are still in the shop (the admin's "remove demo data" shows it). */
export async function countDemoData(db: Database): Promise<number> {
  return db.$count(demoRecords);
}
