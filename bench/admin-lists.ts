/**
 * `npm run bench:lists [orders]`: only the admin-list rows of `npm run bench` (needs a build:
 * `npm run build` first), on both engines.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { LIST_BUDGET_MS, measureAdminOrdersPage } from './admin-orders-page';
import type { Engine } from './lib/engines';

const orders = Number(process.argv[2] ?? 100_000);
for (const engine of ['pglite', 'postgres'] as Engine[]) {
  const r = await measureAdminOrdersPage(engine, resolve('dist/web'), orders);
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(
    `${engine}: ${r.shop.orders} orders generated in ${ms(r.shop.ms)}; orders page p50 ${ms(r.pages.p50)}, p99 ${ms(r.pages.p99)} (${r.pages.requests} requests); search/sort/filter p50 ${ms(r.searches.p50)}, p99 ${ms(r.searches.p99)}; budget < ${LIST_BUDGET_MS} ms; load average ${loadavg()[0]!.toFixed(1)}`,
  );
}
