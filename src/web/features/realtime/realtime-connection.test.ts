import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeServerMessage } from '#core/realtime/realtime-protocol';
import { createRealtimeConnection, type SocketLike } from './realtime-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  fail() {
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(message: RealtimeServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

describe('realtime connection (fake clock)', () => {
  let sockets: FakeSocket[];
  let resyncs: number;
  const events: unknown[] = [];
  const latest = () => sockets.at(-1)!;
  const connect = () => {
    const connection = createRealtimeConnection({
      url: 'ws://shop.test/api/realtime',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      onEvent: (e) => events.push(e),
      onResync: () => resyncs++,
    });
    connection.start();
    return connection;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    resyncs = 0;
    events.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('reconnects after 1, 2, 5, then every 10 s while the server is down', () => {
    connect();
    const waits = [1_000, 2_000, 5_000, 10_000, 10_000, 10_000];
    for (const [i, wait] of waits.entries()) {
      latest().fail();
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(i + 2);
    }
  });

  it('does not resync on the first connection', () => {
    connect();
    latest().open();
    expect(resyncs).toBe(0);
  });

  it('starts the schedule over at 1 s once a connection opened, and asks for a resync after reconnecting', () => {
    connect();
    latest().fail();
    vi.advanceTimersByTime(1_000);
    latest().fail();
    vi.advanceTimersByTime(2_000);
    latest().open();
    expect(resyncs).toBe(1); // not the first attempt: the page's data may be older than this connection
    latest().fail();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('reconnects at once when the browser is back online, and resyncs', () => {
    const connection = connect();
    latest().open();
    latest().fail();
    vi.advanceTimersByTime(1_000);
    latest().fail(); // now waiting 2 s
    connection.reconnectNow();
    expect(sockets).toHaveLength(3);
    latest().open();
    expect(resyncs).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(3);
  });

  it('pings every 25 s and keeps a connection that answers', () => {
    connect();
    latest().open();
    vi.advanceTimersByTime(25_000);
    for (let i = 1; i <= 3; i++) {
      expect(latest().sent.at(-1)).toEqual({ type: 'ping', ref: i });
      vi.advanceTimersByTime(9_999);
      latest().receive({ type: 'pong', ref: i });
      vi.advanceTimersByTime(25_000 - 9_999);
    }
    expect(sockets).toHaveLength(1);
    expect(latest().closed).toBe(false);
  });

  it('drops a connection whose pong is 10000 ms late, and reconnects 1 s later', () => {
    connect();
    latest().open();
    vi.advanceTimersByTime(25_000 + 9_999);
    expect(latest().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('sends the token on open, again when it changes, and on every reconnect', () => {
    const connection = connect();
    connection.setToken('t1');
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 't1' }]);
    connection.setToken('t2');
    connection.setToken(null);
    expect(latest().sent.slice(1)).toEqual([
      { type: 'auth', token: 't2' },
      { type: 'auth', token: null },
    ]);
    connection.setToken('t3');
    latest().fail();
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 't3' }]);
  });

  it('passes events on, resyncs on request, and stays closed after stop', () => {
    const connection = connect();
    latest().open();
    latest().receive({ type: 'event', event: { type: 'stock.changed', productIds: ['p'] } });
    latest().receive({ type: 'resync' });
    expect(events).toEqual([{ type: 'stock.changed', productIds: ['p'] }]);
    expect(resyncs).toBe(1);
    connection.stop();
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
