import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { exportShop } from '../../src/db/transfer/export-shop';
import { importShop } from '../../src/db/transfer/import-shop';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { prepareTemplate } from '../support/template-database';
import { adminQuery, startPostgresServer, type PostgresServer } from '../support/postgres-server';
import { snapshotShop, type ShopSnapshot } from '../support/shop-snapshot';
import { useShop } from '../support/used-shop';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'shop-transfer-'));
const dirs = { source: join(root, 'source'), pg: join(root, 'pg'), back: join(root, 'back') };
const uploads = (dir: string) => join(dir, 'uploads');
let server: PostgresServer;
let pgUrl: string;
let original: ShopSnapshot;
let used: { orders: number; files: number };

/** The real commands, as an operator runs them, with the environment naming the shop. */
const npmScript = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });

async function withPg<T>(fn: (handle: DatabaseHandle) => Promise<T>, url = pgUrl): Promise<T> {
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  server = await startPostgresServer();
  pgUrl = server.url('shop_moved');
  await adminQuery(server.url(), 'CREATE DATABASE shop_moved');
  const source = await openDatabase({ dataDir: dirs.source });
  await prepareTemplate(source);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dirs.source, JWT_SECRET: 'x'.repeat(40) }),
    webDir: undefined,
  };
  const app = await buildApp({ config, database: source });
  used = await useShop(app);
  await app.close();
  original = await snapshotShop(source, uploads(dirs.source));
  await source.close();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('moving a shop between PGlite and PostgreSQL', () => {
  it('db:export from PGlite, db:import into PostgreSQL: every row, sequence and upload intact', async () => {
    expect(original.tables.orders).toHaveLength(used.orders);
    expect(original.tables.order_items!.length).toBeGreaterThanOrEqual(used.orders);
    expect(Object.keys(original.files)).toHaveLength(used.files);
    expect(Number(original.sequences.order_number_seq)).toBe(used.orders);

    const file = join(root, 'shop.dump.gz');
    const out = await npmScript('db-export', [file], { DATA_DIR: dirs.source });
    expect(out.stdout).toMatch(/Exported the embedded database .* 2 files/);
    const imported = await npmScript('db-import', [file], {
      DATA_DIR: dirs.pg,
      DATABASE_URL: pgUrl,
    });
    expect(imported.stdout).toContain('Imported');

    const moved = await withPg((h) => snapshotShop(h, uploads(dirs.pg)));
    expect(moved).toEqual(original);
    // The next order number continues where the old shop stopped.
    const next = await withPg((h) =>
      queryRows<{ n: string }>(h.db, sql`select generate_order_number() as n`),
    );
    expect(next[0]!.n).toMatch(new RegExp(`-${String(used.orders + 1).padStart(4, '0')}$`));
  });

  it('and back from PostgreSQL into a new PGlite shop, identical again', async () => {
    const file = join(root, 'back.dump.gz');
    // The PostgreSQL shop has moved on by one order number since the first test.
    const expected = await withPg(async (h) => {
      await exportShop(h, { path: file, uploadsDir: uploads(dirs.pg) });
      return snapshotShop(h, uploads(dirs.pg));
    });
    const back = await openDatabase({ dataDir: dirs.back });
    try {
      const summary = await importShop(back, { path: file, uploadsDir: uploads(dirs.back) });
      expect(summary.files).toBe(used.files);
      expect(await snapshotShop(back, uploads(dirs.back))).toEqual(expected);
    } finally {
      await back.close();
    }
  });

  it('refuses to import into a shop that has data, and a truncated dump changes nothing', async () => {
    const file = join(root, 'shop.dump.gz');
    await expect(
      withPg((h) => importShop(h, { path: file, uploadsDir: uploads(dirs.pg) })),
    ).rejects.toThrow(/already holds data/);

    const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split('\n');
    const truncated = join(root, 'truncated.dump.gz');
    writeFileSync(truncated, gzipSync(lines.slice(0, -1).join('\n')));
    const before = await withPg((h) => snapshotShop(h, uploads(dirs.pg)));
    await expect(
      withPg((h) =>
        importShop(h, { path: truncated, uploadsDir: uploads(dirs.pg), replace: true }),
      ),
    ).rejects.toThrow(/incomplete/);
    expect(await withPg((h) => snapshotShop(h, uploads(dirs.pg)))).toEqual(before);
  });

  it('db:backup then db:restore on PostgreSQL brings back rows and uploads changed since', async () => {
    const env = { DATA_DIR: dirs.pg, DATABASE_URL: pgUrl };
    const file = join(root, 'pg-backup.dump.gz');
    const before = await withPg((h) => snapshotShop(h, uploads(dirs.pg)));
    expect((await npmScript('db-backup', [file], env)).stdout).toContain(
      'Backed up the PostgreSQL database',
    );
    await withPg(async (h) => {
      await h.db.execute(sql`delete from orders`);
      await h.db.execute(sql`update product_variants set quantity = 0`);
      await h.db.execute(sql`select nextval('order_number_seq')`);
    });
    rmSync(uploads(dirs.pg), { recursive: true, force: true });
    expect((await npmScript('db-restore', [file], env)).stdout).toContain('Restored');
    expect(await withPg((h) => snapshotShop(h, uploads(dirs.pg)))).toEqual(before);
  });

  it('db:backup then db:restore on PGlite', async () => {
    const env = { DATA_DIR: dirs.source };
    const file = join(root, 'pglite-backup.dump.gz');
    expect((await npmScript('db-backup', [file], env)).stdout).toContain(
      'Backed up the embedded database',
    );
    const handle = await openDatabase({ dataDir: dirs.source });
    await handle.db.execute(sql`delete from order_items`);
    await handle.db.execute(sql`delete from storage_objects`);
    await handle.close();
    expect((await npmScript('db-restore', [file], env)).stdout).toContain('Restored');
    const restored = await openDatabase({ dataDir: dirs.source });
    try {
      expect(await snapshotShop(restored, uploads(dirs.source))).toEqual(original);
    } finally {
      await restored.close();
    }
  });
});
