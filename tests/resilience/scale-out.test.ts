import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { userRoles, users } from '../../src/db/schema/auth';
import { createAccessTokenKit } from '../../src/server/auth/access-token';
import { startNginx, type Balancer } from '../support/nginx-balancer';
import { freePort } from '../support/postgres-server';
import { connectRealtime, type TestSocket } from '../support/realtime-client';
import { spawnServer, waitForExit, type SpawnedServer } from '../support/spawn-server';
import {
  addCustomers,
  auditOrders,
  checkoutDetails,
  createShop,
  JWT_SECRET,
  prepareCatalogue,
  randomCheckout,
  stockByProduct,
  type AcknowledgedOrder,
} from './support/shop-under-test';

const CLIENTS = 30;
const PHASE_MS = 5_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const upstreamOf = (res: Response) =>
  (res.headers.get('x-upstream') ?? '').split(',').pop()!.trim();

type Acknowledged = AcknowledgedOrder & { upstream: string };

/**
 * The README's multi-process section, run for real: PostgreSQL, three API processes and Debian's
 * nginx (the README's own config block) in front. 30 clients check out through nginx; one
 * process is killed with kill -9, another is restarted; the orders, the stock, live updates
 * through the balancer and uploads served across processes are then checked.
 */
describe('scale-out: three API processes behind nginx', () => {
  it('keeps every acknowledged order through kill -9 and a restart, and shares events and files', async () => {
    const shop = await createShop('postgres');
    const servers: (SpawnedServer | undefined)[] = [];
    let balancer: Balancer | undefined;
    const sockets: TestSocket[] = [];
    try {
      const setup = await shop.open();
      const customers = await addCustomers(setup, CLIENTS + 1, 'scale');
      const catalogue = await prepareCatalogue(setup, 2_000); // enough that the closing order still finds stock
      const stockAtStart = await stockByProduct(setup);
      const [owner] = await setup.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `scale-${CLIENTS}@example.com`));
      await setup.db.insert(userRoles).values({ userId: owner!.id, role: 'admin' });
      await setup.close();
      const adminToken = (
        await createAccessTokenKit(JWT_SECRET, 3600).sign({
          userId: owner!.id,
          email: `scale-${CLIENTS}@example.com`,
          sessionId: (await sessionOf(shop, owner!.id))!,
          role: 'admin',
        })
      ).token;

      const ports = await Promise.all([0, 1, 2].map(() => freePort()));
      const envFor = (port: number) => ({ ...shop.env, PORT: String(port) });
      servers.push(...(await Promise.all(ports.map((port) => spawnServer(envFor(port))))));
      balancer = await startNginx(ports);
      const lb = balancer.url;

      // Admin "browsers" connected through nginx (round robin spreads them over the processes).
      const openSocket = async () => {
        const socket = await connectRealtime(lb);
        await socket.next((m) => m.type === 'ready');
        socket.send({ type: 'auth', token: adminToken });
        await socket.next((m) => m.type === 'ready' && m.audience === 'admin');
        sockets.push(socket);
        return socket;
      };
      for (let i = 0; i < 3; i++) await openSocket();
      const socketUpstreams = sockets.map((s) => String(s.upgradeHeaders['x-upstream']));

      // An upload through the balancer, then read from every process directly.
      const put = await fetch(`${lb}/api/admin/storage/products/scale-out/pixel.png`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', authorization: `Bearer ${adminToken}` },
        body: PNG,
      });
      expect(put.status).toBe(201);
      const uploadedVia = upstreamOf(put);
      for (const server of servers) {
        const res = await fetch(`${server!.url}/api/storage/products/scale-out/pixel.png`);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
      }

      const acknowledged: Acknowledged[] = [];
      const stats = {
        sent: 0,
        acknowledged: 0,
        replayed: 0,
        refused: 0,
        retried: 0,
        gatewayErrors: 0,
        inFlightAtKill: 0,
      };
      const serverErrors: string[] = [];
      let inFlight = 0;
      let running = true;
      const client = async (i: number) => {
        while (running) {
          const { lines, key, body } = randomCheckout(catalogue, i);
          stats.sent++;
          // No answer, or the balancer's 502/503/504: the checkout retries with the same key.
          for (let attempt = 0; attempt < 200; attempt++) {
            inFlight++;
            const res = await fetch(`${lb}/api/orders`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: customers[i]!.authorization,
                'idempotency-key': key,
              },
              body,
            }).catch(() => null);
            inFlight--;
            const text = res ? await res.text() : '';
            if (!res || [502, 503, 504].includes(res.status)) {
              if (res) stats.gatewayErrors++;
              stats.retried++;
              await sleep(100);
              continue;
            }
            if (res.status === 201 || res.status === 200) {
              if (res.status === 200) stats.replayed++;
              stats.acknowledged++;
              acknowledged.push({
                id: (JSON.parse(text) as { id: string }).id,
                lines,
                upstream: upstreamOf(res),
              });
            } else if (res.status >= 500) serverErrors.push(`${res.status} ${text.slice(0, 200)}`);
            else stats.refused++;
            break;
          }
        }
      };

      const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
      await sleep(PHASE_MS);
      stats.inFlightAtKill = inFlight;
      const ackBeforeKill = stats.acknowledged;
      servers[0]!.child.kill('SIGKILL');
      await waitForExit(servers[0]!.child);
      servers[0] = undefined;
      await sleep(PHASE_MS / 2);
      servers[1]!.child.kill('SIGTERM');
      await waitForExit(servers[1]!.child);
      const ackBeforeRestart = stats.acknowledged;
      servers[1] = await spawnServer(envFor(ports[1]!));
      await sleep(PHASE_MS);
      running = false;
      await Promise.all(clients);

      // Browsers whose process went away reconnect through the balancer, as the web app does.
      const live: TestSocket[] = [];
      let reconnected = 0;
      for (const socket of sockets.splice(0)) {
        const gone = await Promise.race([socket.closed.then(() => true), sleep(10, false)]);
        if (gone) reconnected++;
        else live.push(socket);
      }
      sockets.push(...live);
      for (let i = 0; i < reconnected; i++) await openSocket();
      // Events from orders taken by other processes reached the sockets that stayed up.
      const orderIdOf = (m: TestSocket['messages'][number]) =>
        m.type === 'event' && m.event.type === 'order.created' ? m.event.orderId : undefined;
      const crossProcessEvents = live.map((socket) => {
        const own = String(socket.upgradeHeaders['x-upstream']);
        return socket.messages.filter((m) => {
          const id = orderIdOf(m);
          return id !== undefined && acknowledged.find((a) => a.id === id)?.upstream !== own;
        }).length;
      });
      // One more order through nginx: every connected browser sees it, whichever process took it.
      // The run may have sold a product out (409): take the first one still in stock.
      let last: Response | undefined;
      let lastProductId = '';
      for (const productId of catalogue.productIds) {
        last = await fetch(`${lb}/api/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: customers[0]!.authorization,
            'idempotency-key': randomBytes(12).toString('hex'),
          },
          body: JSON.stringify({
            customer: checkoutDetails(0),
            items: [{ productId, quantity: 1 }],
            shippingRateId: catalogue.shippingRateId,
          }),
        });
        lastProductId = productId;
        if (last.status !== 409) break;
      }
      expect(last!.status, await last!.clone().text()).toBe(201);
      const lastOrder = (await last!.json()) as { id: string };
      acknowledged.push({
        id: lastOrder.id,
        lines: [{ productId: lastProductId, quantity: 1 }],
        upstream: upstreamOf(last!),
      });
      for (const socket of sockets) {
        await socket.next((m) => orderIdOf(m) === lastOrder.id, 10_000);
      }
      const finalSocketUpstreams = sockets.map((s) => String(s.upgradeHeaders['x-upstream']));

      const db = await shop.open();
      try {
        const { orderCount, orphanCount, missing, drift } = await auditOrders(
          db,
          acknowledged,
          stockAtStart,
        );
        const byUpstream = Object.fromEntries(
          ports.map((p) => [p, acknowledged.filter((a) => a.upstream.endsWith(`:${p}`)).length]),
        );

        console.log(
          `scale-out (nginx + 3 API processes, PostgreSQL): kills: 1 × kill -9 (port ${ports[0]}, ${stats.inFlightAtKill} requests in flight, ${ackBeforeKill} orders acknowledged before it), ` +
            `1 × restart (port ${ports[1]}, after ${ackBeforeRestart} acknowledged); ${stats.sent} orders sent, ${stats.acknowledged} acknowledged ` +
            `(${stats.replayed} by idempotent replay), ${stats.refused} refused, ${stats.retried} retries (${stats.gatewayErrors} balancer 5xx); ` +
            `${orderCount} orders in the database; orders per process ${JSON.stringify(byUpstream)}; ` +
            `upload via ${uploadedVia} served by all 3; sockets on ${socketUpstreams.join(', ')} → after the run ${finalSocketUpstreams.join(', ')} ` +
            `(${reconnected} reconnected), cross-process order events per surviving socket ${JSON.stringify(crossProcessEvents)}`,
        );
        expect(serverErrors).toEqual([]);
        expect(ackBeforeKill).toBeGreaterThan(0);
        expect(stats.acknowledged).toBeGreaterThan(ackBeforeRestart);
        expect(missing).toEqual([]);
        expect(new Set(acknowledged.map((a) => a.id)).size).toBe(acknowledged.length);
        expect(orderCount).toBe(acknowledged.length);
        expect(orphanCount).toBe(0);
        expect(drift).toEqual([]);
        // Every process took orders, and each surviving socket saw orders taken by another process.
        expect(Object.values(byUpstream).every((n) => n > 0)).toBe(true);
        expect(crossProcessEvents.length).toBeGreaterThan(0);
        expect(crossProcessEvents.every((n) => n > 0)).toBe(true);
        expect(reconnected).toBeGreaterThanOrEqual(1);
      } finally {
        await db.close();
      }
    } finally {
      sockets.forEach((s) => s.close());
      await balancer?.stop();
      for (const server of servers) {
        if (!server) continue;
        server.child.kill('SIGTERM');
        await waitForExit(server.child);
      }
      await shop.cleanup();
    }
  });
});

async function sessionOf(
  shop: Awaited<ReturnType<typeof createShop>>,
  userId: string,
): Promise<string | undefined> {
  const db = await shop.open();
  try {
    const rows = await queryRows<{ id: string }>(
      db.db,
      sql`select id from auth_sessions where user_id = ${userId} limit 1`,
    );
    return rows[0]?.id;
  } finally {
    await db.close();
  }
}
