import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSettings } from '#core/settings/shop-settings';
import type { OrderView } from '#core/orders/order-responses';
import { fixedStatementText } from '../../src/db/fixed-statement';
import { mailOutbox, outboxEvents } from '../../src/db/schema/operations';
import type { MailMessage } from '../../src/server/mail/mailer';
import { recordEvent } from '../../src/server/domain-events/domain-event';
import { handleEvent } from '../../src/server/outbox/handle-event';
import { measureOutboxDepth } from '../../src/server/outbox/measure-outbox-depth';
import { startSmtpSink } from '../support/smtp-sink';
import {
  createProduct,
  customerDetails,
  placeOrder,
  standardRate,
} from '../support/store-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { adminApi, createTestUser, type TestUser } from '../support/test-users';

/** Mail that SMTP refuses: retried with backoff, then shown to the owner, who can resend it. */
const refusals = new Map<string, number>();
/** Per address: how many of its next messages the server refuses (Infinity: all of them). */
const refuseNext = new Map<string, number>();
const smtp = await startSmtpSink({
  refuse(to) {
    const address = to[0]!;
    const left = refuseNext.get(address) ?? 0;
    if (left <= 0) return null;
    refuseNext.set(address, left - 1);
    refusals.set(address, (refusals.get(address) ?? 0) + 1);
    return 'Try again later';
  },
});
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  // Short waits so a test sees several attempts: 100 ms, 200 ms, … ; the third failure is the last.
  t = await createTestApp({
    smtpUrl: smtp.url,
    outbox: { pollMs: 60_000, baseDelayMs: 100, maxDelayMs: 1_000, maxMailAttempts: 3 },
  });
  admin = await createTestUser(t.app, { role: 'admin' });
  customer = await createTestUser(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const order = async (email: string) => {
  const product = await createProduct(t.app, { quantity: 50 });
  const res = await placeOrder(t.app, customer.authorization, {
    customer: { ...customerDetails, email },
    items: [{ productId: product.id, quantity: 1 }],
    shippingRateId: (await standardRate(t.app)).id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderView>();
};
const confirmationOf = async (orderNumber: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_confirmation'))).find(
    (m) => m.subject.includes(orderNumber),
  );
const asAdmin = (method: 'GET' | 'POST', url: string) => adminApi(t, admin)(method, url);

describe('order e-mail through the outbox', () => {
  it('arrives on the third attempt when SMTP refuses the first two', async () => {
    refuseNext.set('greylisted@example.com', 2);
    const placed = await order('greylisted@example.com');
    const delivered = () => smtp.mails.filter((m) => m.to.includes('greylisted@example.com'));
    await expect.poll(() => delivered().length, { timeout: 10_000 }).toBe(1);
    expect(refusals.get('greylisted@example.com')).toBe(2);
    expect(delivered()[0]!.raw).toContain(`Subject: Order ${placed.orderNumber} confirmed`);
    await expect
      .poll(async () => (await confirmationOf(placed.orderNumber))?.sentAt ?? null)
      .not.toBeNull();
    const row = (await confirmationOf(placed.orderNumber))!;
    expect(row).toMatchObject({ attempts: 3, failedAt: null, error: null });
    expect(row.eventId).toEqual(expect.any(String));
    // The event that made it is done, once.
    const [event] = await t.app.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.id, row.eventId!));
    expect(event).toMatchObject({ type: 'order.placed', attempts: 1, lastError: null });
    expect(event!.dispatchedAt).not.toBeNull();
  });

  it('keeps failing mail visible to the owner in the admin, and resends it', async () => {
    refuseNext.set('bounce@example.com', Infinity);
    const placed = await order('bounce@example.com');
    await expect
      .poll(async () => (await confirmationOf(placed.orderNumber))?.failedAt ?? null, {
        timeout: 10_000,
      })
      .not.toBeNull();
    expect(refusals.get('bounce@example.com')).toBe(3);
    expect((await measureOutboxDepth(t.app.db)).mailFailed).toBeGreaterThanOrEqual(1);

    const listed = await asAdmin('GET', '/mail/failed');
    expect(listed.statusCode).toBe(200);
    const failed = listed.json<{
      mails: { id: string; to: string; subject: string; attempts: number; error: string }[];
    }>().mails;
    const mail = failed.find((m) => m.to === 'bounce@example.com')!;
    expect(mail).toMatchObject({
      subject: `Order ${placed.orderNumber} confirmed`,
      kind: 'order_confirmation',
      attempts: 3,
    });
    expect(mail.error).toContain('Try again later');
    // No further attempt once it has failed, however long we wait.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(refusals.get('bounce@example.com')).toBe(3);

    // The owner fixes the mail server (here: it accepts again) and resends.
    refuseNext.set('bounce@example.com', 0);
    const resent = await asAdmin('POST', `/mail/${mail.id}/resend`);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ id: mail.id, queued: true });
    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes('bounce@example.com')).length, {
        timeout: 10_000,
      })
      .toBe(1);
    await expect
      .poll(async () => (await confirmationOf(placed.orderNumber))?.sentAt ?? null)
      .not.toBeNull();
    expect(
      (await asAdmin('GET', '/mail/failed')).json().mails.map((m: { id: string }) => m.id),
    ).not.toContain(mail.id);
    // A sent (or unknown) mail cannot be resent.
    expect((await asAdmin('POST', `/mail/${mail.id}/resend`)).statusCode).toBe(404);
  });

  it('shows failed mail to the admin only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail/failed',
      headers: { authorization: customer.authorization },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/mail/${crypto.randomUUID()}/resend` }))
        .statusCode,
    ).toBe(401);
  });

  it('answers orders before their dispatch, then dispatches each one once, however many arrive together', async () => {
    const placed = await Promise.all(
      Array.from({ length: 6 }, (_, i) => order(`together-${i}@example.com`)),
    );
    await t.app.outbox.idle();
    for (const { orderNumber } of placed) {
      const mails = (
        await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_confirmation'))
      ).filter((m) => m.subject.includes(orderNumber));
      expect(mails, orderNumber).toHaveLength(1);
      const [event] = await t.app.db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.id, mails[0]!.eventId!));
      expect(event).toMatchObject({ type: 'order.placed', attempts: 1, lastError: null });
      expect(event!.dispatchedAt).not.toBeNull();
    }
  });
});

describe('the dispatcher', () => {
  it('reads the settings once per event, however many mails it writes', async () => {
    const product = await createProduct(t.app, { quantity: 4, name: 'Once Dragon' }); // 5 -> 4 crossed below 5
    let reads = 0;
    const written: MailMessage[] = [];
    const env = { externalStoreUrl: t.app.config.externalStoreUrl };
    // Stored: low-stock alerts off. The one read the event makes says on: if any mail read the
    // settings again, the alert would not be written.
    const stored = (await asAdmin('GET', '/settings')).json<ShopSettings>();
    const put = (body: ShopSettings) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { authorization: admin.authorization },
        payload: body,
      });
    expect(
      (await put({ ...stored, notifications: { ...stored.notifications, lowStock: false } }))
        .statusCode,
    ).toBe(200);
    const once = {
      ...stored,
      notifications: { ...stored.notifications, lowStock: true, orderConfirmation: true },
    };
    const effects = await handleEvent(
      {
        type: 'order.placed',
        order: {
          id: crypto.randomUUID(),
          orderNumber: 'ORD-ONCE',
          customerEmail: 'once@example.com',
          items: [],
          subtotal: '1.00',
          discountAmount: '0.00',
          shippingAmount: '0.00',
          taxAmount: '0.00',
          total: '1.00',
          shippingAddress: { ...customerDetails, country: 'US' },
        } as unknown as OrderView,
        lines: [{ productId: product.id, name: 'Once Dragon', sku: 'ONCE-1', quantity: 1 }],
      },
      {
        db: t.app.db,
        mailer: {
          send: async (message) => (
            written.push(message),
            { id: crypto.randomUUID(), delivered: false }
          ),
        },
        settings: async (): Promise<ShopSettings> => ((reads += 1), once),
        env,
        publicUrl: 'http://shop.test',
      },
    );
    await put(stored);
    // The customer's confirmation, the owner's new-order mail (decision 132) and the alert.
    expect(written.map((m) => m.kind).sort()).toEqual([
      'low_stock',
      'order_confirmation',
      'owner_new_order',
    ]);
    expect(effects.mailIds).toHaveLength(3);
    expect(reads).toBe(1);
  });

  it('picks up a leftover event, and two processes on one database dispatch each leftover once', async () => {
    const second = await createTestApp(t.config, {
      database: t.database,
      dataDir: t.config.dataDir,
    });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 12; i++)
        ids.push(
          await recordEvent(t.app.db, {
            type: 'order.shipped',
            orderId: crypto.randomUUID(),
            orderNumber: `ORD-LEFT-${i}`,
            customerEmail: `left-${i}@example.com`,
            customerName: 'Left Over',
            status: 'shipped',
            trackingNumber: `T${i}`,
            trackingUrl: null,
          }),
        );
      const [a, b] = await Promise.all([t.app.outbox.dispatch(), second.app.outbox.dispatch()]);
      // Between the two calls (and the sweep that ran at the second app's start), every event once.
      const mails = await t.app.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.eventId, ids));
      expect(mails).toHaveLength(12);
      expect(new Set(mails.map((m) => m.eventId)).size).toBe(12);
      expect(
        [...a.keys(), ...b.keys()].filter((id) => ids.includes(id)).length,
      ).toBeLessThanOrEqual(12);
      const events = await t.app.db
        .select()
        .from(outboxEvents)
        .where(inArray(outboxEvents.id, ids));
      expect(events.every((e) => e.dispatchedAt !== null && e.attempts === 1)).toBe(true);
      expect((await measureOutboxDepth(t.app.db)).eventsPending).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('keeps an event whose dispatch fails, with its error, and retries it after the backoff; others still go', async () => {
    const bad = await recordEvent(t.app.db, {
      type: 'quote.decided',
      quoteId: crypto.randomUUID(),
    });
    const good = await recordEvent(t.app.db, {
      type: 'live',
      events: [{ type: 'product.changed', productIds: [] }],
    });
    const seen: unknown[] = [];
    const unsubscribe = t.app.events.subscribe((event) => seen.push(event));
    try {
      const done = await t.app.outbox.dispatch([bad, good]);
      expect([...done.keys()]).toEqual([good]);
      expect(seen).toContainEqual({ type: 'product.changed', productIds: [] });
    } finally {
      unsubscribe();
    }
    const row = async () =>
      (await t.app.db.select().from(outboxEvents).where(eq(outboxEvents.id, bad)))[0]!;
    expect(await row()).toMatchObject({ dispatchedAt: null, attempts: 1 });
    expect((await row()).lastError).toContain('This quote does not exist.');
    // Due again after the backoff (100 ms here): the next dispatch tries it once more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.outbox.dispatch([bad]);
    expect(await row()).toMatchObject({ dispatchedAt: null, attempts: 2 });
    // Out of the way of later tests.
    await t.app.db.delete(outboxEvents).where(eq(outboxEvents.id, bad));
  });

  it("writes a batch of events' mails and done marks in one statement: both for each event, and for an event that is gone, neither", async () => {
    const first = await recordEvent(t.app.db, { type: 'live', events: [] });
    const second = await recordEvent(t.app.db, { type: 'live', events: [] });
    const gone = crypto.randomUUID();
    const message = (to: string): MailMessage => ({
      to,
      subject: 'One statement',
      text: 'x',
      kind: 'one_statement',
    });
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const orphan = crypto.randomUUID();
    const marked = await t.app.mailer.writeEventMails(t.app.db, [
      {
        eventId: first,
        mails: ids.slice(0, 2).map((id, i) => ({ id, message: message(`m${i}@example.com`) })),
      },
      { eventId: gone, mails: [{ id: orphan, message: message('orphan@example.com') }] },
      { eventId: second, mails: [{ id: ids[2]!, message: message('m2@example.com') }] },
    ]);
    expect([...marked].sort()).toEqual([first, second].sort());
    const written = await t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(written.map((m) => [m.to, m.eventId]).sort()).toEqual([
      ['m0@example.com', first],
      ['m1@example.com', first],
      ['m2@example.com', second],
    ]);
    const rows = await t.app.db
      .select()
      .from(outboxEvents)
      .where(inArray(outboxEvents.id, [first, second]));
    expect(rows.map((row) => row.dispatchedAt !== null)).toEqual([true, true]);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, orphan))).toEqual([]);
    expect(await t.app.mailer.writeEventMails(t.app.db, [])).toEqual(new Set());
    await t.app.db.delete(mailOutbox).where(inArray(mailOutbox.id, ids));
  });

  it('dispatches a batch in a fixed number of statements, however many events it holds', async () => {
    const product = await createProduct(t.app, { quantity: 100 });
    const recorded: string[] = [];
    for (let i = 0; i < 12; i++)
      recorded.push(
        await recordEvent(t.app.db, {
          type: 'live',
          events: [{ type: 'stock.changed', productIds: [product.id] }],
        }),
      );
    // Every statement the shop sends on its pool (PostgreSQL) or its one connection (PGlite).
    const client = t.database.client as unknown as {
      query: (...args: unknown[]) => Promise<unknown>;
      execProtocolStream: (message: Uint8Array, ...rest: unknown[]) => Promise<unknown>;
    };
    const query = client.query;
    const protocolStream = client.execProtocolStream;
    const statements: string[] = [];
    // Only what the dispatch sends: the shop's periodic jobs share the pool, on their own timers.
    const dispatching = new AsyncLocalStorage<true>();
    client.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      if (dispatching.getStore())
        statements.push(
          typeof first === 'string' ? first : String((first as { text?: unknown }).text),
        );
      return query.apply(this, args);
    };
    // On PGlite a fixed statement is a prepared one (decision 179): its Bind names it. (Its
    // `query` binds an unnamed statement, counted above.)
    if (t.database.engine === 'pglite')
      client.execProtocolStream = function (this: unknown, message, ...rest) {
        const bound = message[0] === 0x42 ? boundName(message) : '';
        if (dispatching.getStore() && bound !== '')
          statements.push(fixedStatementText(bound) ?? `unknown statement ${bound}`);
        return protocolStream.apply(this, [message, ...rest]);
      };
    try {
      expect((await dispatching.run(true, () => t.app.outbox.dispatch(recorded))).size).toBe(12);
    } finally {
      client.query = query;
      client.execProtocolStream = protocolStream;
    }
    // The claim and the one write of every mark and mail; on PostgreSQL one NOTIFY for all 12.
    expect(statements.filter((text) => text.includes('outbox_events'))).toHaveLength(2);
    expect(statements.filter((text) => text.includes('pg_notify'))).toHaveLength(
      t.database.engine === 'postgres' ? 1 : 0,
    );
    expect(statements).toHaveLength(t.database.engine === 'postgres' ? 3 : 2);
  });

  it('an order that is refused records no event', async () => {
    const before = (await t.app.db.select().from(outboxEvents)).length;
    const product = await createProduct(t.app, { quantity: 1 });
    const res = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 2 }],
      shippingRateId: (await standardRate(t.app)).id,
    });
    expect(res.statusCode).toBe(409);
    expect((await t.app.db.select().from(outboxEvents)).length).toBe(before);
  });
});

/** The statement a Bind message runs ('' for the unnamed one): 'B', length, portal, statement. */
function boundName(message: Uint8Array): string {
  const portalEnd = message.indexOf(0, 5);
  return new TextDecoder().decode(
    message.subarray(portalEnd + 1, message.indexOf(0, portalEnd + 1)),
  );
}
