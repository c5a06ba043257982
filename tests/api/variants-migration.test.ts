import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/migrate';
import { queryRows } from '../../src/db/query-rows';
import { products, productVariants } from '../../src/db/schema/catalog';
import { orderItems } from '../../src/db/schema/sales';
import { useTestApp } from '../support/test-app';
import { createTestUser } from '../support/test-users';
import { createProduct, placeOrder, standardRate } from '../support/store-fixtures';

/**
 * Migrations 0023 and 0024 on a shop as it was before them (decision 135): every product becomes
 * one default variant with its SKU, prices and stock, order items point at it, nothing is lost.
 */
const t = useTestApp();

const statements = (file: string) =>
  readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((text) => text.trim())
    .filter((text) => text !== '');

/** What the migrations after 0024 do to product_variants, in their order. */
const laterVariantStatements = () =>
  readdirSync(migrationsFolder)
    .filter((file) => /^\d{4}_.*\.sql$/.test(file) && file >= '0025')
    .sort()
    .flatMap(statements)
    .filter(
      (text) =>
        /^alter table "?product_variants"?\s/i.test(text) ||
        /^alter table "?print_jobs"?\s[\s\S]*\bproduct_variants\b/i.test(text) ||
        /^create trigger\s[\s\S]*\son product_variants\b/i.test(text),
    );

/** Back to the shape before 0023: no variant tables, stock in `inventory`, items without variants. */
async function undoVariants(stock: Map<string, number>) {
  for (const statement of [
    // Later tables that point at the variants (print jobs) let go of them first.
    'alter table print_jobs drop constraint print_jobs_variant_id_product_variants_id_fk',
    'alter table order_items drop column variant_id, drop column variant_title',
    'drop table product_options',
    'drop table product_variants',
    'drop function product_variants_sync_price()',
    'drop function products_ensure_variant() cascade',
    `create table inventory (product_id uuid primary key references products(id) on delete cascade,
       quantity integer not null default 0 check (quantity >= 0),
       updated_at timestamp with time zone not null default now())`,
  ])
    await t.app.db.execute(sql.raw(statement));
  for (const [productId, quantity] of stock)
    await t.app.db.execute(
      sql`insert into inventory (product_id, quantity) values (${productId}, ${quantity})`,
    );
}

describe('migrations 0023 and 0024', () => {
  it('give every existing product one default variant with its stock, and items their variant', async () => {
    const customer = await createTestUser(t.app);
    const product = await createProduct(t.app, { quantity: 9, price: '12.50' });
    const placed = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 2 }],
      shippingRateId: (await standardRate(t.app)).id,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const all = await t.app.db.select().from(products).orderBy(asc(products.sku));
    // Each product's stock as it will stand in `inventory`; one product has no inventory row.
    const stock = new Map(all.slice(1).map((p, i) => [p.id, p.id === product.id ? 7 : i]));
    await undoVariants(stock);

    for (const file of ['0023_product-variants.sql', '0024_order-item-variants.sql'])
      for (const statement of statements(file)) await t.app.db.execute(sql.raw(statement));
    // The recreated table as later migrations left it (print settings, weight, the catalogue
    // version's triggers, the print jobs' key): their statements on the variants, replayed.
    for (const statement of laterVariantStatements()) await t.app.db.execute(sql.raw(statement));

    const variants = await t.app.db.select().from(productVariants);
    expect(variants).toHaveLength(all.length);
    for (const p of all) {
      const own = variants.filter((v) => v.productId === p.id);
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({
        sku: p.sku,
        price: p.price,
        compareAtPrice: p.compareAtPrice,
        quantity: stock.get(p.id) ?? 0,
        isDefault: true,
        inventoryPolicy: 'track',
        option1: null,
      });
    }
    const [item] = await t.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(item!.variantId).toBe(variants.find((v) => v.productId === product.id)!.id);
    const tables = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'inventory'`,
    );
    expect(tables[0]!.n).toBe(0);

    // Still purchasable, from its default variant's stock.
    const again = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 7 }],
      shippingRateId: (await standardRate(t.app)).id,
    });
    expect(again.statusCode, again.body).toBe(201);
    const [after] = await t.app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(after!.quantity).toBe(0);
  });
});
