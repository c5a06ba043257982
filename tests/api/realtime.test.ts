import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServerMessage, ShopEvent } from '#core/realtime/realtime-protocol';
import { connectRealtime, type TestSocket } from '../support/realtime-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { testEngine } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/test-users';
import {
  createProduct,
  customerDetails,
  placeOrder,
  standardRate,
} from '../support/store-fixtures';

// Two API instances on one database, as two processes behind a load balancer. On PostgreSQL
// each has its own pool, LISTEN connection and data folder, so only the database joins them;
// the embedded engine is one process by nature, so there they share its folder.
let first: TestApp;
let second: TestApp;
let secondUrl: string;
let sharedDir: string | undefined;
let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  first = await createTestApp();
  sharedDir = testEngine() === 'pglite' ? first.config.dataDir : undefined;
  second = await createTestApp({}, { database: first.database, dataDir: sharedDir });
  secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createTestUser(first.app, { role: 'admin' });
  ann = await createTestUser(first.app);
  bob = await createTestUser(first.app);
});
afterAll(async () => {
  // Closing handshakes done before the apps close, so no connection outlives its server.
  sockets.forEach((s) => s.close());
  await Promise.all(sockets.map((s) => s.closed));
  await second.close();
  await first.close();
});

const isEvent = (type: ShopEvent['type']) => (m: RealtimeServerMessage) =>
  m.type === 'event' && m.event.type === type;

async function socketAs(user: TestUser | null): Promise<TestSocket> {
  const socket = await connectRealtime(secondUrl);
  sockets.push(socket);
  await socket.next((m) => m.type === 'ready');
  if (user) {
    socket.send({ type: 'auth', token: user.token });
    await socket.next((m) => m.type === 'ready' && m.audience !== 'anonymous');
  }
  return socket;
}

const orderFor = (user: TestUser, n: number): ShopEvent => ({
  type: 'order.created',
  orderId: `00000000-0000-4000-8000-00000000000${n}`,
  orderNumber: `ORD-TEST-${n}`,
  customerEmail: user.email,
  total: '42.00',
});

describe('live channel across two API instances', () => {
  it('an order placed through the first reaches an admin socket on the second within a second', async () => {
    const adminSocket = await socketAs(admin);
    const annSocket = await socketAs(ann);
    const product = await createProduct(first.app, { quantity: 5 });
    const res = await placeOrder(first.app, ann.authorization, {
      customer: { ...customerDetails, email: ann.email },
      items: [{ productId: product.id, quantity: 2 }],
      shippingRateId: (await standardRate(first.app)).id,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json() as { id: string; orderNumber: string };
    const event = {
      type: 'event',
      event: expect.objectContaining({
        type: 'order.created',
        orderId: order.id,
        orderNumber: order.orderNumber,
      }),
    };
    expect(await adminSocket.next(isEvent('order.created'), 1_000)).toEqual(event);
    expect(await annSocket.next(isEvent('order.created'))).toEqual(event);
    expect(await adminSocket.next(isEvent('stock.changed'))).toMatchObject({
      event: { productIds: [product.id] },
    });
  });

  it('an order is its account’s: naming another customer’s e-mail at checkout sends them nothing', async () => {
    const [annSocket, bobSocket] = await Promise.all([socketAs(ann), socketAs(bob)]);
    const product = await createProduct(first.app, { quantity: 5 });
    const res = await placeOrder(first.app, ann.authorization, {
      customer: { ...customerDetails, email: bob.email },
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: (await standardRate(first.app)).id,
    });
    expect(res.statusCode).toBe(201);
    expect(await annSocket.next(isEvent('order.created'))).toMatchObject({
      event: { customerEmail: bob.email },
    });
    await bobSocket.next(isEvent('stock.changed'));
    expect(bobSocket.messages.filter(isEvent('order.created'))).toEqual([]);
  });

  it('a customer gets only their own orders; anonymous visitors only stock and product events', async () => {
    const [annSocket, bobSocket, anonymous] = await Promise.all([
      socketAs(ann),
      socketAs(bob),
      socketAs(null),
    ]);
    await first.app.events.publish(orderFor(ann, 2));
    await first.app.events.publish({
      type: 'order.updated',
      orderId: 'x',
      orderNumber: 'ORD-TEST-2',
      customerEmail: ann.email.toUpperCase(),
      status: 'shipped',
    });
    await first.app.events.publish({ type: 'stock.changed', productIds: ['p1'] });

    expect(await annSocket.next(isEvent('order.created'))).toMatchObject({
      event: { orderNumber: 'ORD-TEST-2' },
    });
    expect(await annSocket.next(isEvent('order.updated'))).toMatchObject({
      event: { status: 'shipped' },
    });
    // Events arrive in order per socket: once the stock event is in, any order event would be too.
    for (const socket of [bobSocket, anonymous]) {
      await socket.next(isEvent('stock.changed'));
      expect(
        socket.messages.filter((m) => m.type === 'event' && m.event.type.startsWith('order.')),
      ).toEqual([]);
    }
  });

  it('re-authenticates on a new token, and drops to public events on a bad one', async () => {
    const socket = await socketAs(ann);
    socket.send({ type: 'auth', token: admin.token });
    expect(await socket.next((m) => m.type === 'ready')).toEqual({
      type: 'ready',
      audience: 'admin',
    });
    socket.send({ type: 'auth', token: `${ann.token}x` });
    expect(await socket.next((m) => m.type === 'auth_error')).toEqual({
      type: 'auth_error',
      reason: 'invalid_token',
    });
    expect(await socket.next((m) => m.type === 'ready')).toEqual({
      type: 'ready',
      audience: 'anonymous',
    });
    await first.app.events.publish(orderFor(bob, 3));
    await first.app.events.publish({ type: 'product.changed', productIds: ['p2'] });
    await socket.next(isEvent('product.changed'));
    expect(socket.messages.filter(isEvent('order.created'))).toEqual([]);
  });

  it('answers a heartbeat ping with a pong, and closes on a malformed message', async () => {
    const socket = await socketAs(null);
    socket.send({ type: 'ping', ref: 7 });
    expect(await socket.next((m) => m.type === 'pong')).toEqual({ type: 'pong', ref: 7 });
    socket.send({ type: 'nonsense' } as never);
    expect((await socket.closed).code).toBe(1008);
  });
});

describe('files across two API instances', () => {
  it('an image uploaded through the first is served by the second', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const put = await first.app.inject({
      method: 'POST',
      url: '/api/admin/storage/products/shared/part.png',
      headers: { authorization: admin.authorization, 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode).toBe(201);
    const res = await fetch(`${secondUrl}/api/storage/products/shared/part.png`, {
      headers: { connection: 'close' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    if (testEngine() === 'postgres') expect(second.config.dataDir).not.toBe(first.config.dataDir);
  });
});
