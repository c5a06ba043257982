import { readFileSync } from 'node:fs';
import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { spawnServer, waitForExit } from '../support/spawn-server';
import {
  addCustomers,
  checkoutDetails,
  createShop,
  CUSTOMER_PASSWORD,
  prepareCatalogue,
} from './support/shop-under-test';

const VIRTUAL_CUSTOMERS = Number(process.env.LOAD_VUS ?? 200);
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const RAMP_MS = 10_000;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);

/**
 * 200 virtual customers for 60 s against the real server (`npm start` path, embedded database):
 * browse the catalogue, look at categories and shipping, check a discount code, sign in, check
 * out, read their orders, with think time between steps. Zero 5xx and zero dropped connections;
 * p50/p99 are reported; the server's memory must level off rather than keep growing.
 */
describe('load: 200 virtual customers for 60 s', () => {
  it('serves every request without a 5xx and with flat memory', async () => {
    const shop = await createShop((process.env.LOAD_ENGINE as 'postgres' | undefined) ?? 'pglite');
    try {
      const setup = await shop.open();
      const customers = await addCustomers(setup, VIRTUAL_CUSTOMERS, 'load');
      const catalogue = await prepareCatalogue(setup, 1_000_000);
      await setup.close();
      const server = await spawnServer(shop.env);
      const latencies: number[] = [];
      const byEndpoint = new Map<string, number[]>();
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      const rss: { at: number; mb: number }[] = [];
      const started = Date.now();
      const until = started + DURATION_MS;
      const sampler = setInterval(
        () => rss.push({ at: Date.now() - started, mb: rssMb(server.child.pid!) }),
        1000,
      );

      const call = async (
        ip: string,
        method: string,
        path: string,
        body?: unknown,
        authorization?: string,
      ) => {
        const t0 = performance.now();
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            'x-forwarded-for': ip,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(authorization ? { authorization } : {}),
            ...(path === '/api/orders' && method === 'POST'
              ? { 'idempotency-key': randomBytes(12).toString('hex') }
              : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        }).catch((error: Error) => error);
        if (res instanceof Error) {
          failures.push(`${method} ${path}: ${res.message}`);
          return null;
        }
        const text = await res.text();
        const ms = performance.now() - t0;
        latencies.push(ms);
        const endpoint = `${method} ${path.split('?')[0]}`;
        byEndpoint.set(endpoint, [...(byEndpoint.get(endpoint) ?? []), ms]);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500)
          failures.push(`${method} ${path}: ${res.status} ${text.slice(0, 160)}`);
        return { status: res.status, text };
      };
      const think = () => sleep(randomInt(300, 1000));

      const customer = async (i: number) => {
        await sleep((RAMP_MS * i) / VIRTUAL_CUSTOMERS);
        const { email, ip } = customers[i]!;
        let authorization: string | undefined;
        while (Date.now() < until) {
          await call(ip, 'GET', '/api/products');
          await think();
          await call(ip, 'GET', '/api/categories');
          await think();
          const items = [
            {
              productId: catalogue.productIds[randomInt(catalogue.productIds.length)]!,
              quantity: randomInt(1, 3),
            },
          ];
          if (!authorization) {
            const session = await call(ip, 'POST', '/api/auth/token?grant_type=password', {
              email,
              password: CUSTOMER_PASSWORD,
            });
            if (session?.status === 200)
              authorization = `Bearer ${(JSON.parse(session.text) as { access_token: string }).access_token}`;
            await think();
          }
          await call(
            ip,
            'POST',
            '/api/discounts/check',
            { code: 'WELCOME10', items },
            authorization,
          );
          await call(ip, 'GET', '/api/shipping-rates');
          await think();
          await call(
            ip,
            'POST',
            '/api/orders',
            { customer: checkoutDetails(i), items, shippingRateId: catalogue.shippingRateId },
            authorization,
          );
          await call(ip, 'GET', '/api/orders', undefined, authorization);
          await think();
        }
      };
      await Promise.all(Array.from({ length: VIRTUAL_CUSTOMERS }, (_, i) => customer(i)));
      clearInterval(sampler);
      server.child.kill('SIGTERM');
      await waitForExit(server.child);

      const sorted = [...latencies].sort((a, b) => a - b);
      const seconds = (Date.now() - started) / 1000;
      const warm = mean(
        rss.filter((s) => s.at >= DURATION_MS / 3 && s.at < DURATION_MS / 2).map((s) => s.mb),
      );
      const end = mean(rss.filter((s) => s.at >= DURATION_MS - 10_000).map((s) => s.mb));
      console.log(
        `load (${shop.engine}): ${latencies.length} requests in ${seconds.toFixed(0)} s (${(latencies.length / seconds).toFixed(0)}/s) by ${VIRTUAL_CUSTOMERS} customers; ` +
          `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(0)} ms; ` +
          `statuses ${JSON.stringify(Object.fromEntries(statuses))}; errors ${failures.length}; RSS ${warm.toFixed(0)} MB mid-run → ${end.toFixed(0)} MB at the end`,
      );
      for (const [endpoint, values] of byEndpoint) {
        const s = [...values].sort((a, b) => a - b);
        console.log(
          `  ${endpoint}: ${s.length} requests, p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms`,
        );
      }
      expect(failures).toEqual([]);
      expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
      // Memory levels off: the last 10 s are within 30 % of the middle of the run.
      expect(end).toBeLessThan(warm * 1.3);
    } finally {
      await shop.cleanup();
    }
  });
});
