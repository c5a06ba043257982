import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, products } from '../../../db/schema/catalog';
import { demoRecords } from '../../../db/schema/operations';
import { discountCodes, shippingRates } from '../../../db/schema/sales';

const TABLES = { products, categories, discount_codes: discountCodes, shipping_rates: shippingRates } as const;
export type DemoCounts = Record<keyof typeof TABLES, number>;

/**
 * Removes every row the demo seed created (products with their stock, categories, shipping
 * rates, discount codes) in one transaction. Orders keep their lines: their product and code
 * references become empty, the amounts stay. Rows the owner added are never touched.
 */
export async function removeDemoData(db: Database): Promise<DemoCounts> {
  return db.transaction(async (tx) => {
    const counts = { products: 0, categories: 0, discount_codes: 0, shipping_rates: 0 };
    for (const name of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
      const rows = await tx.select({ id: demoRecords.rowId }).from(demoRecords).where(eq(demoRecords.tableName, name));
      if (rows.length === 0) continue;
      const table = TABLES[name];
      const gone = await tx
        .delete(table)
        .where(inArray(table.id, rows.map((r) => r.id)))
        .returning({ id: table.id });
      counts[name] = gone.length;
      await tx.delete(demoRecords).where(eq(demoRecords.tableName, name));
    }
    return counts;
  });
}

/** How many demo rows are still in the shop (the admin's "remove demo data" shows it). */
export async function countDemoData(db: Database): Promise<number> {
  return db.$count(demoRecords);
}
