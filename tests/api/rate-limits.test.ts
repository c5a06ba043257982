import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { createPostgresRateLimiter } from '../../src/server/lib/postgres-rate-limiter';
import { uploadModel } from '../support/model-upload';
import { productBySku } from '../support/store-fixtures';
import { createTestApp } from '../support/test-app';
import { createTestUser } from '../support/test-users';

/** Sign-in limits when the shop runs as several API processes on one database. */
const first = await createTestApp({
  authRateLimit: { perIp: 6, perEmail: 100, windowMs: 300_000 },
});
const second = await createTestApp(first.config, {
  database: first.database,
  dataDir: first.config.dataDir,
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const signIn = (instance: typeof first, ip: string, i: number) =>
  instance.app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=password',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    payload: { email: `nobody-${i}@example.com`, password: 'whatever-1' },
  });

describe('sign-in attempts across two API instances on one database', () => {
  it('count together on PostgreSQL, and per process on the embedded engine (one process by design)', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    // 6 allowed per address: 4 through each instance, alternating.
    for (let i = 0; i < 8; i++)
      statuses.push((await signIn(i % 2 === 0 ? first : second, ip, i)).statusCode);
    const limited = statuses.filter((s) => s === 429).length;
    if (first.database.engine === 'postgres') expect(limited).toBe(2);
    else expect(limited).toBe(0);
    expect(statuses.filter((s) => s === 400)).toHaveLength(8 - limited);
  });
});

/** Sends `n` requests, alternating between the two instances; answers the status codes. */
async function alternate(
  n: number,
  send: (instance: typeof first) => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(i % 2 === 0 ? first : second)).statusCode);
  return statuses;
}
const refused = (statuses: number[]) => statuses.filter((s) => s === 429).length;
const onPostgres = first.database.engine === 'postgres';

describe('every other limit of the shop across two API instances on one database', () => {
  it('discount checks (30 a minute per account) count together on PostgreSQL', async () => {
    const guesser = await createTestUser(first.app);
    const slug = await productBySku(first.app, 'FDG-SLG-03');
    const statuses = await alternate(32, (instance) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/discounts/check',
        headers: { authorization: guesser.authorization },
        payload: { code: 'GUESS', items: [{ productId: slug.id, quantity: 1 }] },
      }),
    );
    expect(refused(statuses)).toBe(onPostgres ? 2 : 0);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
  });

  it('model uploads (30 per ten minutes per address) count together on PostgreSQL', async () => {
    const statuses = await alternate(32, (instance) =>
      uploadModel(instance.app, new Uint8Array(0), 'x.stl'),
    );
    expect(refused(statuses)).toBe(onPostgres ? 2 : 0);
    expect(statuses.filter((s) => s === 400)).toHaveLength(32 - refused(statuses));
  });

  it('contact messages (3 per 5 minutes per address) count together on PostgreSQL', async () => {
    const statuses = await alternate(5, (instance) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'x-forwarded-for': '198.51.100.9' },
        payload: {
          name: 'Ada',
          email: 'ada@example.com',
          subject: 'Hi',
          message: 'Two processes, one window.',
        },
      }),
    );
    expect(statuses).toEqual(onPostgres ? [201, 201, 201, 429, 429] : [201, 201, 201, 201, 201]);
  });
});

describe('the PostgreSQL-backed counter', () => {
  it('lets exactly `max` of many simultaneous hits through', async () => {
    const limiter = createPostgresRateLimiter(first.app.db, {
      max: 5,
      windowMs: 60_000,
      prefix: 'test-burst',
    });
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('k')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    const refused = verdicts.find((v) => !v.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('opens a new window once the old one has passed, and keeps keys apart', async () => {
    const limiter = createPostgresRateLimiter(first.app.db, {
      max: 1,
      windowMs: 300,
      prefix: 'test-window',
    });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    expect((await limiter.hit('b')).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('slides: never more than `max` in any window, and a refused hit is not counted', async () => {
    const limiter = createPostgresRateLimiter(first.app.db, {
      max: 2,
      windowMs: 600,
      prefix: 'test-slide',
    });
    expect((await limiter.hit('a')).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    // The first hit has left the window, the second has not: one place is free, not two.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });

  it('keeps at most `max` hit times for a hammered key (refused hits add nothing to the row)', async () => {
    const limiter = createPostgresRateLimiter(first.app.db, {
      max: 3,
      windowMs: 60_000,
      prefix: 'test-hammer',
    });
    let allowed = 0;
    for (let burst = 0; burst < 5; burst++) {
      const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('hammered')));
      allowed += verdicts.filter((v) => v.allowed).length;
    }
    expect(allowed).toBe(3);
    const rows = await queryRows<{ hits: number; count: number }>(
      first.app.db,
      sql`select cardinality(hits) as hits, count from rate_limit_windows where key like 'test-hammer:%'`,
    );
    expect(rows.map((row) => [Number(row.hits), Number(row.count)])).toEqual([[3, 4]]);
  });

  it('takes a key of any length (a megabyte-long e-mail from a hostile client)', async () => {
    const limiter = createPostgresRateLimiter(first.app.db, {
      max: 1,
      windowMs: 60_000,
      prefix: 'test-long',
    });
    const long = 'x'.repeat(1024 * 1024);
    expect((await limiter.hit(long)).allowed).toBe(true);
    expect((await limiter.hit(long)).allowed).toBe(false);
    expect((await limiter.hit(`${long}y`)).allowed).toBe(true);
  });
});
