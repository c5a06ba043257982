import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { describe, expect, it, vi } from 'vitest';
import {
  catalogImportResultSchema,
  type CatalogImportResult,
} from '#core/catalog/csv/catalog-csv-schemas';
import { writeShopifyProducts } from '#core/catalog/csv/write-shopify-products';
import { createCsvPlanPool, type CsvPlanPool } from '../../src/server/catalog/csv-plan-pool';
import { saveCatalogImport } from '../../src/server/catalog/save-catalog-import';
import { sharedCsvPlanPool } from '../../src/server/catalog/shared-csv-plan-pool';
import { csvProductWithTenVariants } from '../support/csv-products';
import { useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';

// The catalogue in Shopify's product CSV, on both engines.

const t = useTestApp({}, { timeout: 120_000 });
const admin = useTestUser(t, { role: 'admin' });
const customer = useTestUser(t);

const HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Variant Inventory Policy,Image Src,Image Position,Variant Image,Status';

/** Two products: one with two options, four variants and three images; one without options. */
const CATALOGUE = [
  HEADER,
  'csv-dragon,CSV Dragon,"<p>An <b>articulated</b> dragon</p>",Layerworks,CSV Figures,TRUE,Colour,Red,Material,PLA,CSVD-RED-PLA,12.00,15.00,5,deny,https://cdn.example.com/dragon.jpg,1,https://cdn.example.com/dragon.jpg,active',
  'csv-dragon,,,,,,,Red,,PETG,CSVD-RED-PETG,14.00,,3,deny,https://cdn.example.com/dragon-2.jpg,2,,',
  'csv-dragon,,,,,,,Blue,,PLA,CSVD-BLUE-PLA,12.00,,0,continue,https://cdn.example.com/dragon-3.jpg,3,,',
  'csv-dragon,,,,,,,Blue,,PETG,CSVD-BLUE-PETG,14.50,,2,deny,,,https://cdn.example.com/dragon-3.jpg,',
  'csv-vase,CSV Vase,Plain text & more,,,TRUE,Title,Default Title,,,CSVV-1,9.99,,7,deny,,,,draft',
].join('\r\n');

const importCsv = async (csv: string, query = '', user = admin) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/catalog/import${query}`,
    headers: { authorization: user.authorization, 'content-type': 'text/csv' },
    payload: csv,
  });
  return { status: res.statusCode, body: res.body };
};
const resultOf = async (
  csv: string,
  query = '',
): Promise<CatalogImportResult & { status: number }> => {
  const { status, body } = await importCsv(csv, query);
  expect([200, 422], body).toContain(status);
  // A refused import answers with the shop's error shape beside its plan (hostile-input's rule).
  if (status === 422) expect(JSON.parse(body)).toMatchObject({ error: 'import_has_errors' });
  return { status, ...catalogImportResultSchema.parse(JSON.parse(body)) };
};
const exportCsv = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/catalog/export.csv',
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return res.body;
};
const count = async (table: 'products' | 'product_variants' | 'product_options') => {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return rows[0]!.n;
};
const counts = async () => ({
  products: await count('products'),
  variants: await count('product_variants'),
  options: await count('product_options'),
});

/**
 * The route's own worker pool, its real plan wrapped: `after` runs once the plan is made and
 * before the import gets it. Restored by the returned function.
 */
const wrapSharedPlanner = (after: () => Promise<void>) => {
  const pool = sharedCsvPlanPool();
  const realPlan = pool.plan;
  const spy = vi
    .spyOn(pool, 'plan')
    .mockImplementation(async (...args: Parameters<CsvPlanPool['plan']>) => {
      const plan = await realPlan(...args);
      await after();
      return plan;
    });
  return () => spy.mockRestore();
};
const variantStock = async (sku: string) => {
  const rows = await queryRows<{ quantity: number }>(
    t.database.db,
    sql`select quantity from product_variants where sku = ${sku}`,
  );
  return rows[0]!.quantity;
};
const variantPrice = async (sku: string) => {
  const rows = await queryRows<{ price: string }>(
    t.database.db,
    sql`select price::text from product_variants where sku = ${sku}`,
  );
  return rows[0]!.price;
};

describe('catalogue import and export', () => {
  it('refuses a customer', async () => {
    expect((await importCsv(CATALOGUE, '?dryRun=1', customer)).status).toBe(403);
  });

  it('a dry run plans the creates and writes nothing', async () => {
    const before = { counts: await counts(), csv: await exportCsv() };
    const plan = await resultOf(CATALOGUE, '?dryRun=1');
    expect(plan).toMatchObject({
      status: 200,
      dryRun: true,
      applied: false,
      counts: { create: 2, change: 0, unchanged: 0, errors: 0 },
      ignoredColumns: ['Vendor'],
    });
    expect(plan.products.map((p) => [p.handle, p.action, p.variantsCreated])).toEqual([
      ['csv-dragon', 'create', 4],
      ['csv-vase', 'create', 1],
    ]);
    expect(await counts()).toEqual(before.counts);
    expect(await exportCsv()).toBe(before.csv);
  });

  it('imports variants and images; the same file again changes nothing', async () => {
    const before = await counts();
    const first = await resultOf(CATALOGUE);
    expect(first).toMatchObject({ status: 200, applied: true, counts: { create: 2, errors: 0 } });
    const after = await counts();
    expect(after).toEqual({
      products: before.products + 2,
      variants: before.variants + 5,
      options: before.options + 2,
    });
    const exported = await exportCsv();

    const second = await resultOf(CATALOGUE);
    expect(second).toMatchObject({
      applied: false,
      counts: { create: 0, change: 0, unchanged: 2, errors: 0 },
    });
    expect(await counts()).toEqual(after);
    expect(await exportCsv()).toBe(exported);

    const [dragon] = await queryRows<{ price: string; images: string[] }>(
      t.database.db,
      sql`select price::text, images from products where slug = 'csv-dragon'`,
    );
    // The product's price follows its cheapest variant; images keep their positions.
    expect(dragon).toEqual({
      price: '12.00',
      images: [
        'https://cdn.example.com/dragon.jpg',
        'https://cdn.example.com/dragon-2.jpg',
        'https://cdn.example.com/dragon-3.jpg',
      ],
    });
  });

  it('round-trips the whole catalogue: export, import, export gives the same file', async () => {
    const exported = await exportCsv();
    const rows = parse(exported, { columns: true }) as Record<string, string>[];
    const blue = rows.find((row) => row['Variant SKU'] === 'CSVD-BLUE-PLA')!;
    expect(blue).toMatchObject({
      Handle: 'csv-dragon',
      'Option1 Value': 'Blue',
      'Option2 Value': 'PLA',
      'Variant Price': '12.00',
      'Variant Inventory Policy': 'continue',
      'Variant Lead Time Days': '7',
    });
    const plan = await resultOf(exported);
    expect(plan.counts).toMatchObject({ create: 0, change: 0, errors: 0 });
    expect(plan.counts.unchanged).toBe(await count('products'));
    expect(await exportCsv()).toBe(exported);
  });

  it('an import with one bad row changes nothing, and names the row', async () => {
    const before = { counts: await counts(), csv: await exportCsv() };
    const csv = [
      HEADER,
      'csv-dragon,CSV Dragon renamed,,,,,Colour,Red,Material,PLA,CSVD-RED-PLA,99.00,,50,deny,,,,',
      'csv-new,CSV New,,,,,Title,Default Title,,,CSVN-1,5.00,,1,deny,,,,',
      'csv-dragon,,,,,,,Green,,Gold,CSVD-GREEN-GOLD,1.00,,1,deny,,,,',
      'csv-dragon,,,,,,,Red,,PLA,CSVD-RED-PLA-2,abc,,1,deny,,,,',
    ].join('\n');
    const plan = await resultOf(csv);
    expect(plan).toMatchObject({ status: 422, applied: false });
    expect(plan.errors).toEqual([
      { row: 5, field: 'Variant Price', message: '"abc" is not an amount like 12.99' },
    ]);
    expect(plan.products.map((p) => p.action)).toEqual(['change', 'create']);
    expect(await counts()).toEqual(before.counts);
    expect(await exportCsv()).toBe(before.csv);
  });

  it('refuses a variant row whose option values its product does not offer', async () => {
    const csv = [HEADER, 'csv-vase,,,,,,,Large,,,CSVV-L,5.00,,1,deny,,,,'].join('\n');
    const plan = await resultOf(csv);
    expect(plan.status).toBe(422);
    expect(plan.errors).toEqual([
      { row: 2, field: 'Option1 Value', message: '"Large": csv-vase offers no first option' },
    ]);
  });

  it('a plan over its time budget is refused as too large, and writes nothing', async () => {
    const before = { counts: await counts(), csv: await exportCsv() };
    const rows = Array.from(
      { length: 3_000 },
      (_, n) =>
        `csv-budget-${n},Budget ${n},,,,TRUE,Title,Default Title,,,CSVB-${n},5.00,,1,deny,,,,`,
    );
    // The route's pool allows 20 s; this one allows 1 ms, which 3,000 rows always exceed.
    const planner = createCsvPlanPool({ jobTimeoutMs: 1 });
    try {
      const error = await saveCatalogImport(t.database.db, planner, [HEADER, ...rows].join('\n'), {
        dryRun: false,
        ownOrigin: 'https://shop.example',
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'too_large', code: 'csv_too_slow' });
    } finally {
      await planner.close();
    }
    expect(await counts()).toEqual(before.counts);
    expect(await exportCsv()).toBe(before.csv);
  });

  it('takes the file as a multipart upload, and refuses what is not UTF-8', async () => {
    const boundary = 'csvboundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="products.csv"',
      'Content-Type: text/csv',
      '',
      CATALOGUE,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import?dryRun=1',
      headers: {
        authorization: admin.authorization,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(catalogImportResultSchema.parse(res.json()).counts.unchanged).toBe(2);
    const latin1 = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import?dryRun=1',
      headers: { authorization: admin.authorization, 'content-type': 'text/csv' },
      payload: Buffer.from([0x48, 0x61, 0x6e, 0x64, 0x6c, 0x65, 0x0a, 0xe9, 0x0a]),
    });
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().message).toMatch(/not UTF-8/);
  });

  it('plans a dry run outside any transaction: the shop reads while the plan is held', async () => {
    const text = writeShopifyProducts(
      Array.from({ length: 300 }, (_, n) => csvProductWithTenVariants(n)),
      'https://shop.example',
    );
    const before = await counts();
    const order: string[] = [];
    let planMade!: () => void;
    const made = new Promise<void>((resolve) => (planMade = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const restore = wrapSharedPlanner(async () => {
      planMade();
      await released;
      order.push('plan handed over');
    });
    try {
      const importing = importCsv(text, '?dryRun=1');
      await made;
      // On PGlite an open transaction holds the one connection: this read would wait for it.
      const read = count('products').then((n) => {
        order.push('read');
        return n;
      });
      // The timer only turns a read that waits for the plan into a failure instead of a hang.
      await Promise.race([read, sleep(10_000, undefined, { ref: false })]);
      release();
      const { status, body } = await importing;
      expect(status, body).toBe(200);
      expect(JSON.parse(body)).toMatchObject({
        dryRun: true,
        applied: false,
        counts: { create: 300, change: 0, errors: 0 },
      });
      expect(await read).toBe(before.products);
      expect(order).toEqual(['read', 'plan handed over']);
    } finally {
      release();
      restore();
    }
    expect(await counts()).toEqual(before);
  });

  it('opens a transaction only to write: none for a dry run, a plan with errors or no change', async () => {
    const db = Object.create(t.database.db) as Database;
    const transaction = vi.spyOn(db, 'transaction');
    const planner = sharedCsvPlanPool();
    const save = (csv: string, dryRun: boolean) =>
      saveCatalogImport(db, planner, csv, { dryRun, ownOrigin: 'https://shop.example' });
    const vase1050 = CATALOGUE.replace('CSVV-1,9.99', 'CSVV-1,10.50');
    const before = await counts();

    expect((await save(vase1050, true)).result).toMatchObject({
      applied: false,
      counts: { change: 1, errors: 0 },
    });
    const withError = [HEADER, 'csv-vase,,,,,,,Default Title,,,CSVV-1,ten,,7,deny,,,,'].join('\n');
    expect((await save(withError, false)).result).toMatchObject({
      applied: false,
      counts: { errors: 1 },
    });
    expect((await save(CATALOGUE, false)).result).toMatchObject({
      applied: false,
      counts: { create: 0, change: 0, unchanged: 2, errors: 0 },
    });
    expect(transaction).not.toHaveBeenCalled();
    expect(await variantPrice('CSVV-1')).toBe('9.99');

    const applied = await save(vase1050, false);
    expect(applied.result).toMatchObject({ applied: true, counts: { change: 1, errors: 0 } });
    expect(applied.eventIds).toHaveLength(1);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(await variantPrice('CSVV-1')).toBe('10.50');
    expect(await counts()).toEqual(before);
  });

  it('writes nothing when the catalogue changed while the file was planned (409), then imports again', async () => {
    const csv = CATALOGUE.replace('CSVV-1,9.99', 'CSVV-1,11.50');
    const before = { counts: await counts(), vase: await variantPrice('CSVV-1') };
    // The owner edits a price after the plan is made and before the import writes it. (Were the
    // plan inside the import's transaction, on PGlite the edit would wait for it: the timer turns
    // that deadlock into a failure.)
    const restore = wrapSharedPlanner(async () => {
      const edit = t.database.db.execute(
        sql`update product_variants set price = 13.00 where sku = 'CSVD-RED-PLA'`,
      );
      const waited = await Promise.race([
        edit.then(() => false),
        sleep(10_000, true, { ref: false }),
      ]);
      if (waited) throw new Error('the edit waited for the import');
    });
    let refused;
    try {
      refused = await importCsv(csv);
    } finally {
      restore();
    }
    expect(refused.status, refused.body).toBe(409);
    expect(JSON.parse(refused.body)).toEqual({
      error: 'catalogue_changed',
      message:
        'The catalogue changed while the file was being read, so nothing was imported. Import the file again.',
    });
    expect(await counts()).toEqual(before.counts);
    expect(await variantPrice('CSVV-1')).toBe(before.vase);
    expect(await variantPrice('CSVD-RED-PLA')).toBe('13.00');

    // Importing the file again plans it against the edited catalogue, shown and written alike.
    const again = await resultOf(csv);
    expect(again).toMatchObject({
      status: 200,
      applied: true,
      counts: { create: 0, change: 2, unchanged: 0, errors: 0 },
    });
    expect(await variantPrice('CSVV-1')).toBe('11.50');
    expect(await variantPrice('CSVD-RED-PLA')).toBe('12.00');
    expect(await counts()).toEqual(before.counts);
  });

  // The embedded engine runs one transaction at a time: a sale can't land inside the import's.
  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'a sale committed while the import writes is kept: the import is refused (409), not written over it',
    async () => {
      expect((await resultOf(CATALOGUE)).status).toBe(200);
      expect(await variantStock('CSVD-RED-PLA')).toBe(5);
      // The file changes the dragon (so it is written) and still says 5 of CSVD-RED-PLA.
      const csv = CATALOGUE.replace('CSVD-RED-PETG,14.00', 'CSVD-RED-PETG,14.25');
      // A checkout's stock update, committed only once the import waits for its row: the import
      // has read the catalogue (5) by then, inside its own transaction.
      const database = t.database;
      if (database.engine !== 'postgres') throw new Error('PostgreSQL only');
      const pool = database.client;
      const checkout = await pool.connect();
      let answer;
      try {
        await checkout.query('begin');
        await checkout.query(
          "update product_variants set quantity = quantity - 1, updated_at = now() where sku = 'CSVD-RED-PLA'",
        );
        const importing = importCsv(csv);
        let waited = false;
        for (let i = 0; i < 200 && !waited; i += 1) {
          const { rows } = await pool.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          waited = rows[0]!.n >= 1;
          if (!waited) await sleep(50);
        }
        expect(waited, 'the import waited for the sale').toBe(true);
        await checkout.query('commit');
        answer = await importing;
      } finally {
        checkout.release();
      }
      expect(answer.status, answer.body).toBe(409);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'catalogue_changed' });
      expect(await variantStock('CSVD-RED-PLA')).toBe(4);
      expect(await variantPrice('CSVD-RED-PETG')).toBe('14.00');
    },
  );
});
