import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { RealtimeServerMessage } from '#core/realtime/realtime-protocol';
import { createLocalEventBus } from './event-bus';
import { createRealtimeHub, type Authenticated } from './realtime-hub';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: RealtimeServerMessage[] = [];
  closedWith: number | 'terminated' | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.closedWith = 'terminated';
    this.readyState = 3;
    this.emit('close');
  }
  receive(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('realtime hub (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const setup = (who: Authenticated | null = null) => {
    const hub = createRealtimeHub({
      events: createLocalEventBus(),
      authenticate: async () => who,
      orderOwner: async () => null,
      log,
    });
    const socket = new FakeSocket();
    hub.attach(socket as unknown as WebSocket);
    return { hub, socket };
  };

  it('closes a socket that stays silent for the 25 s heartbeat plus the 10000 ms timeout', async () => {
    const { hub, socket } = setup();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(25_000); // 50 s silent > 35 s: closed at this sweep
    expect(socket.closedWith).toBe('terminated');
    expect(hub.size).toBe(0);
    hub.close();
  });

  it('keeps a socket that pings every 25 s', async () => {
    const { hub, socket } = setup();
    for (let i = 0; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(25_000);
      socket.receive({ type: 'ping', ref: i });
    }
    expect(socket.closedWith).toBeNull();
    expect(socket.sent.filter((m) => m.type === 'pong')).toHaveLength(6);
    hub.close();
  });

  it('falls back to public events when the token expires without a refreshed one', async () => {
    const expiresAt = Date.now() / 1000 + 20;
    const { hub, socket } = setup({ recipient: { audience: 'admin' }, expiresAt });
    socket.receive({ type: 'auth', token: 'a.b.c' });
    await flush();
    expect(socket.sent.at(-1)).toEqual({ type: 'ready', audience: 'admin' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(socket.sent.slice(-2)).toEqual([
      { type: 'auth_error', reason: 'token_expired' },
      { type: 'ready', audience: 'anonymous' },
    ]);
    hub.close();
  });

  it("reads an order's owner only when a signed-in customer's socket could get the event", async () => {
    const events = createLocalEventBus();
    const owners: string[] = [];
    let who: Authenticated = {
      recipient: { audience: 'admin' },
      expiresAt: Date.now() / 1000 + 3600,
    };
    const hub = createRealtimeHub({
      events,
      authenticate: async () => who,
      orderOwner: async (orderId) => {
        owners.push(orderId);
        return { userId: 'u-1', email: 'owner@example.com' };
      },
      log,
    });
    const order = (orderId: string) =>
      ({
        type: 'order.created',
        orderId,
        orderNumber: 'ORD-1',
        customerEmail: 'owner@example.com',
        total: '1.00',
      }) as const;

    await events.publish(order('no-socket'));
    await flush();
    const admin = new FakeSocket();
    hub.attach(admin as unknown as WebSocket);
    admin.receive({ type: 'auth', token: 'a.b.c' });
    hub.attach(new FakeSocket() as unknown as WebSocket); // anonymous
    await flush();
    await events.publish(order('admin-and-anonymous'));
    await flush();
    expect(owners).toEqual([]);
    expect(admin.sent.filter((m) => m.type === 'event')).toHaveLength(1);

    who = {
      recipient: { audience: 'customer', userId: 'u-1', email: 'other@example.com' },
      expiresAt: Date.now() / 1000 + 3600,
    };
    const customer = new FakeSocket();
    hub.attach(customer as unknown as WebSocket);
    customer.receive({ type: 'auth', token: 'a.b.c' });
    await flush();
    await events.publish(order('with-customer'));
    await flush();
    // Looked up once, and the row (not the e-mail the event names) decided: this customer owns it.
    expect(owners).toEqual(['with-customer']);
    expect(customer.sent.filter((m) => m.type === 'event')).toHaveLength(1);
    hub.close();
  });
});
