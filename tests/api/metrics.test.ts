import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/operations';
import { useTestApp } from '../support/test-app';
import { cheapestRate, createProduct, placeOrder } from '../support/store-fixtures';
import { createTestUser } from '../support/test-users';
import { testEngine } from '../support/test-database';

const TOKEN = 'metrics-token-for-the-scraper-0123456789';
const t = useTestApp({ metricsToken: TOKEN });

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('answers a loopback scraper in Prometheus text format, with request timings by route pattern', async () => {
    const customer = await createTestUser(t.app);
    const product = await createProduct(t.app, { price: '12.00', quantity: 5 });
    const rate = await cheapestRate(t.app);
    const placed = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: rate.id,
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json<{ id: string }>().id;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: { authorization: customer.authorization },
        })
      ).statusCode,
    ).toBe(200);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // The route pattern, not the order's id, is the label.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/orders\/:orderId",status_code="200"\} 1/,
    );
    expect(text).not.toContain(orderId);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        '{method="POST",route="/api/orders",status_code="201"}',
      ),
    ).toBe(1);
    expect(sample(text, 'shop_orders_placed_total')).toBe(1);
    expect(
      sample(text, 'shop_orders', '{status="confirmed",payment_status="paid"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    const handle = t.database;
    expect(sample(text, 'shop_db_pool_connections', '{state="max"}')).toBe(
      handle.engine === 'postgres' ? handle.client.options.max : 1,
    );
    expect(testEngine()).toBe(handle.engine);
  });

  it('counts the mail outbox: unsent, retrying and failed deliveries', async () => {
    // The order above answered before its mails were written (decision 033): let them land first.
    await t.app.outbox.idle();
    const before = (await scrape()).body;
    const unsent = sample(before, 'shop_mail_outbox', '{state="unsent"}')!;
    const retrying = sample(before, 'shop_mail_outbox', '{state="retrying"}')!;
    const failed = sample(before, 'shop_mail_outbox', '{state="failed"}')!;
    await t.app.db.insert(mailOutbox).values([
      {
        to: 'a@example.com',
        subject: 's',
        text: 't',
        kind: 'test',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
      {
        to: 'b@example.com',
        subject: 's',
        text: 't',
        kind: 'test',
        error: 'Error: connect ECONNREFUSED',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
      {
        to: 'd@example.com',
        subject: 's',
        text: 't',
        kind: 'test',
        error: 'Error: connect ECONNREFUSED',
        attempts: 6,
        failedAt: new Date(),
      },
      { to: 'c@example.com', subject: 's', text: 't', kind: 'test', sentAt: new Date() },
    ]);
    const after = (await scrape()).body;
    expect(sample(after, 'shop_mail_outbox', '{state="unsent"}')).toBe(unsent + 3);
    expect(sample(after, 'shop_mail_outbox', '{state="retrying"}')).toBe(retrying + 1);
    expect(sample(after, 'shop_mail_outbox', '{state="failed"}')).toBe(failed + 1);
  });

  it('does not exist outside loopback without the token, nor through a proxy on loopback', async () => {
    expect((await scrape({}, '203.0.113.9')).statusCode).toBe(404);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape({ authorization: 'Bearer wrong-token' }, '203.0.113.9')).statusCode).toBe(
      404,
    );
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
    const withToken = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_request_duration_seconds_bucket');
  });

  it('labels unknown URLs as one route, so crawlers cannot grow the label set', async () => {
    for (const n of [1, 2, 3])
      await t.app.inject({ method: 'GET', url: `/api/no-such-thing-${n}` });
    const text = (await scrape()).body;
    expect(text).not.toContain('no-such-thing');
  });

  it('gives every answer a request id, keeping a sane one from the balancer', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'b3f1c2d4e5f60718293a4b5c6d7e8f90' },
    });
    expect(kept.headers['x-request-id']).toBe('b3f1c2d4e5f60718293a4b5c6d7e8f90');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x'.repeat(500) },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
