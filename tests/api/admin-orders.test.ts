import { parse } from 'csv-parse/sync';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopEvent } from '../../src/server/realtime/event-bus';
import { freePort } from '../support/postgres-server';
import { insertOrder } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/test-users';

let t: TestApp;
let admin: TestUser;
let smtp: SMTPServer;
const mails: { to: string[]; raw: string }[] = [];
const events: ShopEvent[] = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  admin = await createTestUser(t.app, { role: 'admin' });
  t.app.events.subscribe((e) => events.push(e));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: admin.authorization },
    payload: payload as object,
  });

describe('admin orders', () => {
  it('lists orders with items, newest first, filtered by status', async () => {
    const older = await insertOrder(t.app, {
      status: 'pending',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertOrder(t.app, { status: 'confirmed' });
    const all = (await api('GET', '/orders')).json().items;
    expect(all.map((o: { id: string }) => o.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(all[0].items[0]).toMatchObject({
      productName: 'Gear Spinner',
      quantity: 2,
      price: '17.99',
    });
    expect(all[0]).not.toHaveProperty('idempotencyKey');
    const pending = (await api('GET', '/orders?status=pending')).json().items;
    expect(pending.map((o: { id: string }) => o.id)).toEqual([older.id]);
    expect((await api('GET', '/orders?status=lost')).statusCode).toBe(400);
  });

  it('sets the statuses the lifecycle allows (decision 127) and publishes order.updated', async () => {
    const order = await insertOrder(t.app);
    for (const status of ['pending', 'processing', 'confirmed', 'delivered', 'shipped']) {
      events.length = 0;
      const res = await api('PATCH', `/orders/${order.id}/status`, { status });
      expect(res.statusCode).toBe(200);
      expect(events).toEqual([
        {
          type: 'order.updated',
          orderId: order.id,
          orderNumber: order.orderNumber,
          customerEmail: order.customerEmail,
          status,
        },
      ]);
    }
    expect((await api('GET', `/orders/${order.id}`)).json().status).toBe('shipped');
    // What can't be undone is refused: a sent order neither goes back nor is cancelled.
    const back = await api('PATCH', `/orders/${order.id}/status`, { status: 'processing' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toContain('cannot go back');
    expect((await api('PATCH', `/orders/${order.id}/status`, { status: 'lost' })).statusCode).toBe(
      400,
    );
  });

  it('ships an order: tracking, shipped_at, fulfilled, shipped status and the customer e-mail', async () => {
    const order = await insertOrder(t.app, {
      customerEmail: 'grace@example.com',
      customerName: 'Grace <Hopper>',
    });
    mails.length = 0;
    events.length = 0;
    const res = await api('POST', `/orders/${order.id}/shipment`, {
      trackingNumber: '1Z999',
      trackingUrl: 'https://track.example/1Z999',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.emailSent).toBe(true);
    expect(body.order).toMatchObject({
      trackingNumber: '1Z999',
      trackingUrl: 'https://track.example/1Z999',
      fulfillmentStatus: 'fulfilled',
      status: 'shipped',
    });
    expect(body.order.shippedAt).toEqual(expect.any(String));
    expect(events).toMatchObject([{ type: 'order.updated', orderId: order.id, status: 'shipped' }]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['grace@example.com']);
    expect(mails[0]!.raw).toContain(`Subject: Your order ${order.orderNumber} has shipped`);
    expect(mails[0]!.raw).toContain('https://track.example/1Z999');
    expect(mails[0]!.raw).toContain('Grace &lt;Hopper&gt;');
  });

  it('sends no shipment e-mail when the shipment notification is off', async () => {
    const settings = (await api('GET', '/settings')).json();
    await api('PUT', '/settings', {
      ...settings,
      notifications: { ...settings.notifications, shipment: false },
    });
    const order = await insertOrder(t.app);
    mails.length = 0;
    const res = await api('POST', `/orders/${order.id}/shipment`, {
      trackingNumber: 'AB1',
      trackingUrl: 'https://track.example/AB1',
    });
    expect(res.json().emailSent).toBe(false);
    expect(mails).toHaveLength(0);
    await api('PUT', '/settings', settings);
  });

  it('refuses to ship a cancelled order and a non-http tracking link', async () => {
    const order = await insertOrder(t.app, { status: 'cancelled' });
    expect(
      (
        await api('POST', `/orders/${order.id}/shipment`, {
          trackingNumber: 'X',
          trackingUrl: 'https://t.example',
        })
      ).statusCode,
    ).toBe(409);
    const other = await insertOrder(t.app);
    expect(
      (
        await api('POST', `/orders/${other.id}/shipment`, {
          trackingNumber: 'X',
          trackingUrl: 'javascript:alert(1)',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('exports the filtered orders as CSV that survives a round trip through a CSV parser', async () => {
    const tricky = 'Smith, "Jr."\nApt 4';
    const order = await insertOrder(t.app, {
      status: 'processing',
      customerName: tricky,
      customerPhone: '=HYPERLINK("http://x")',
      items: [{ productName: 'Vase, "big"', quantity: 1, price: '5.00' }],
    });
    const res = await api('GET', '/orders/export.csv?status=processing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-processing-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    expect(records.every((r) => r.Status === 'processing')).toBe(true);
    const row = records.find((r) => r['Order Number'] === order.orderNumber);
    expect(row).toMatchObject({
      'Customer Name': tricky,
      Total: '41.97',
      Refunded: '0.00',
      'Net Paid': '41.97',
      Items: '1 x Vase, "big"',
      'Payment Status': 'paid',
    });
    // A cell a spreadsheet would run as a formula is defused.
    expect(row!['Customer Phone']).toBe(`'=HYPERLINK("http://x")`);
  });
});
