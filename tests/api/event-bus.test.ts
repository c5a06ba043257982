import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopEvent } from '../../src/server/realtime/event-bus';
import { MAX_PAYLOAD_BYTES, splitForNotify } from '../../src/server/realtime/postgres-event-bus';
import { createTestApp, type TestApp } from '../support/test-app';
import { testEngine } from '../support/test-database';

// Two API instances on one database: on PostgreSQL each has its own pool and LISTEN connection.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { database: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const nextEvent = (t: TestApp) =>
  new Promise<ShopEvent>((resolve) => {
    const off = t.app.events.subscribe((event) => {
      off();
      resolve(event);
    });
  });

const order: ShopEvent = {
  type: 'order.created',
  orderId: 'o-1',
  orderNumber: 'ORD-1',
  customerEmail: 'a@example.com',
  total: '10.00',
};

describe('event bus across API instances', () => {
  it('delivers an event published on one instance to the other, and to itself', async () => {
    const onSecond = nextEvent(second);
    const onFirst = nextEvent(first);
    await first.app.events.publish(order);
    expect(await onSecond).toEqual(order);
    expect(await onFirst).toEqual(order);
  });

  it('delivers a stock event with more ids than one NOTIFY holds, every id once', async () => {
    const productIds = Array.from(
      { length: 600 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const received = new Set<string>();
    const all = new Promise<void>((resolve) => {
      const off = second.app.events.subscribe((event) => {
        if (event.type === 'stock.changed') event.productIds.forEach((id) => received.add(id));
        if (received.size === productIds.length) {
          off();
          resolve();
        }
      });
    });
    await first.app.events.publish({ type: 'stock.changed', productIds });
    await all;
    expect([...received].sort()).toEqual(productIds);
  });

  it('delivers events published together (one NOTIFY statement on PostgreSQL) all, in their order', async () => {
    const sent: ShopEvent[] = Array.from({ length: 150 }, (_, i) => ({
      ...order,
      orderId: `o-${i}`,
      orderNumber: `ORD-${i}`,
    }));
    const received: ShopEvent[] = [];
    const all = new Promise<void>((resolve) => {
      const off = second.app.events.subscribe((event) => {
        if (event.type === 'order.created' && event.orderId.startsWith('o-')) received.push(event);
        if (received.length === sent.length) {
          off();
          resolve();
        }
      });
    });
    await Promise.all(sent.map((event) => first.app.events.publish(event)));
    await all;
    expect(received).toEqual(sent);
  });
});

// Only a PostgreSQL server has a LISTEN connection to lose (the embedded bus lives in-process).
if (testEngine() === 'postgres') {
  it('reconnects its LISTEN connection after it is killed, and asks for a resync', async () => {
    const resynced = new Promise<void>((resolve) => second.app.events.onResync!(resolve));
    // Kill every LISTEN connection of this database: both instances must come back.
    await first.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN shop_events' and datname = current_database()`,
    );
    await resynced;
    const onSecond = nextEvent(second);
    await first.app.events.publish(order);
    expect(await onSecond).toEqual(order);
  });
}

describe('splitForNotify', () => {
  it('keeps a small event whole and splits a long id list into payloads under 8000 bytes', () => {
    expect(splitForNotify(order)).toEqual([JSON.stringify(order)]);
    const productIds = Array.from({ length: 1000 }, (_, i) => `id-${i}-${'x'.repeat(30)}`);
    const parts = splitForNotify({ type: 'stock.changed', productIds });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts)
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(parts.flatMap((p) => (JSON.parse(p) as { productIds: string[] }).productIds)).toEqual(
      productIds,
    );
  });
});
