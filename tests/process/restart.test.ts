import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { seedProducts } from '../../src/db/seed-data';
import { users } from '../../src/db/schema/auth';
import { products } from '../../src/db/schema/catalog';
import { spawnServer, waitForExit } from '../support/spawn-server';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` on the embedded database: survives kill -9, restarts fast, never re-seeds. */
describe('start, kill -9, start again', () => {
  it('keeps every row and answers health quickly on the second start', async () => {
    const env = { DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web') };
    const first = await spawnServer(env);
    await expect.poll(() => first.output(), { timeout: 15_000 }).toContain('One-time password');
    expect(first.output()).toContain('seeded with demo data');
    expect(first.output()).toContain('One-time password');
    first.child.kill('SIGKILL');
    await waitForExit(first.child);

    const second = await spawnServer(env);
    // The start-up summary is logged just after the server starts answering.
    await expect.poll(() => second.output(), { timeout: 15_000 }).toContain('Admin account');
    expect(second.output()).not.toContain('seeded with demo data');
    expect(second.output()).not.toContain('One-time password');
    expect(second.output()).toContain('already in the database');
    second.child.kill('SIGTERM');
    expect(await waitForExit(second.child)).toBe(0);

    const db = await openDatabase({ dataDir });
    try {
      const [p] = await db.db.select({ n: count() }).from(products);
      const [u] = await db.db.select({ n: count() }).from(users);
      expect(p!.n).toBe(seedProducts.length);
      expect(u!.n).toBe(1);
    } finally {
      await db.close();
    }
    console.log(
      `first start ready in ${first.readyMs} ms, restart after kill -9 ready in ${second.readyMs} ms`,
    );
  });
});
