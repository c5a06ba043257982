import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { authSessions, userRoles, users } from '../../src/db/schema/auth';
import { createAccessTokenKit } from '../../src/server/auth/access-token';
import { adminQuery } from '../support/postgres-server';
import { spawnServer, waitForExit } from '../support/spawn-server';
import {
  addCustomers,
  checkoutDetails,
  createShop,
  JWT_SECRET,
  prepareCatalogue,
  stockByProduct,
  stockDrift,
  type Engine,
} from './support/shop-under-test';

const CLIENTS = 20;
type Acknowledged = { id: string; lines: string[]; at: number };

/**
 * A backup taken through the admin API while 20 clients check out, then restored with the
 * existing `npm run db:restore` into a fresh shop: every order acknowledged before the backup
 * started is there with its items, and the restored shop is consistent (stock + units sold =
 * stock at start), which a torn, non-snapshot copy would break.
 */
describe.each<Engine>(['pglite', 'postgres'])(
  'backup during checkout load, restored into a fresh shop (%s)',
  (engine) => {
    it('restores every order acknowledged before the snapshot, consistently', async () => {
      const shop = await createShop(engine);
      const restoreDir = mkdtempSync(join(tmpdir(), `shop-restored-${engine}-`));
      try {
        const setup = await shop.open();
        const customers = await addCustomers(setup, CLIENTS + 1, `backup-${engine}`);
        const catalogue = await prepareCatalogue(setup, 100_000);
        const stockAtStart = await stockByProduct(setup);
        const ownerEmail = `backup-${engine}-${CLIENTS}@example.com`;
        const [owner] = await setup.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, ownerEmail));
        await setup.db.insert(userRoles).values({ userId: owner!.id, role: 'admin' });
        const [session] = await setup.db
          .select({ id: authSessions.id })
          .from(authSessions)
          .where(eq(authSessions.userId, owner!.id));
        await setup.close();
        const admin = `Bearer ${(await createAccessTokenKit(JWT_SECRET, 3600).sign({ userId: owner!.id, email: ownerEmail, sessionId: session!.id, role: 'admin' })).token}`;

        const server = await spawnServer(shop.env);
        const acknowledged: Acknowledged[] = [];
        const serverErrors: string[] = [];
        let running = true;
        const client = async (i: number) => {
          while (running) {
            const items = [
              {
                productId: catalogue.productIds[randomInt(catalogue.productIds.length)]!,
                quantity: randomInt(1, 4),
              },
            ];
            const res = await fetch(`${server.url}/api/orders`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: customers[i]!.authorization,
                'idempotency-key': randomBytes(12).toString('hex'),
              },
              body: JSON.stringify({
                customer: checkoutDetails(i),
                items,
                shippingRateId: catalogue.shippingRateId,
              }),
            });
            const text = await res.text();
            if (res.status === 201)
              acknowledged.push({
                id: (JSON.parse(text) as { id: string }).id,
                lines: items.map((l) => `${l.productId}:${l.quantity}`),
                at: Date.now(),
              });
            else serverErrors.push(`${res.status} ${text.slice(0, 160)}`);
          }
        };
        const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
        await sleep(3_000);
        const before = [...acknowledged];
        const started = Date.now();
        const backup = await fetch(`${server.url}/api/admin/backups`, {
          method: 'POST',
          headers: { authorization: admin },
        });
        const ended = Date.now();
        expect(backup.status).toBe(201);
        const { name, size } = (await backup.json()) as { name: string; size: number };
        await sleep(1_000);
        running = false;
        await Promise.all(clients);
        const during = acknowledged.filter((a) => a.at > started && a.at < ended).length;

        // Downloaded from the admin, as the owner would, then restored with the existing command.
        const download = await fetch(`${server.url}/api/admin/backups/${name}`, {
          headers: { authorization: admin },
        });
        expect(download.status).toBe(200);
        const file = join(restoreDir, name);
        writeFileSync(file, Buffer.from(await download.arrayBuffer()));
        server.child.kill('SIGTERM');
        await waitForExit(server.child);

        const target: Record<string, string> = { DATA_DIR: join(restoreDir, 'shop') };
        if (shop.env.DATABASE_URL) {
          await adminQuery(
            shop.env.DATABASE_URL.replace(/\/shop$/, '/postgres'),
            'CREATE DATABASE restored',
          );
          target.DATABASE_URL = shop.env.DATABASE_URL.replace(/\/shop$/, '/restored');
        }
        const env: NodeJS.ProcessEnv = { ...process.env, ...target };
        if (!target.DATABASE_URL) delete env.DATABASE_URL;
        const restore = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'scripts/db-restore.ts', file],
          { env, encoding: 'utf8' },
        );
        expect(restore.status, restore.stderr + restore.stdout).toBe(0);

        const restored = await openDatabase({
          dataDir: target.DATA_DIR!,
          databaseUrl: target.DATABASE_URL,
        });
        try {
          const items = await queryRows<{ order_id: string; line: string }>(
            restored.db,
            sql`select order_id, product_id || ':' || quantity as line from order_items`,
          );
          const linesOf = new Map<string, string[]>();
          for (const it of items)
            linesOf.set(it.order_id, [...(linesOf.get(it.order_id) ?? []), it.line]);
          const orderIds = (
            await queryRows<{ id: string }>(restored.db, sql`select id from orders`)
          ).map((r) => r.id);
          const missing = before.filter(
            (a) => (linesOf.get(a.id) ?? []).sort().join() !== a.lines.sort().join(),
          );
          const known = new Set(acknowledged.map((a) => a.id));
          const drift = await stockDrift(restored, stockAtStart);
          console.log(
            `backup under load (${engine}): ${acknowledged.length} orders acknowledged, ${before.length} before the backup started, ` +
              `${during} while it was written (${ended - started} ms, ${size} bytes); restored shop holds ${orderIds.length} orders`,
          );
          expect(serverErrors).toEqual([]);
          expect(before.length).toBeGreaterThan(0);
          expect(missing).toEqual([]);
          expect(orderIds.every((id) => known.has(id))).toBe(true);
          expect(orderIds.length).toBeGreaterThanOrEqual(before.length);
          expect(drift).toEqual([]);
        } finally {
          await restored.close();
        }
      } finally {
        rmSync(restoreDir, { recursive: true, force: true });
        await shop.cleanup();
      }
    });
  },
);
