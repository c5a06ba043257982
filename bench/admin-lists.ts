/**
 * `npm run bench:lists [orders]`: only the admin-list rows of `npm run bench` (needs a build:
 * `npm run build` first), on both engines: the orders page, then the production board.
 * `npm run bench:lists board` measures only the board.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { LIST_BUDGET_MS, measureAdminOrdersPage } from './admin-orders-page';
import type { Engine } from './lib/engines';
import { BOARD_BUDGET_MS, BOARD_JOBS, measureProductionBoard } from './production-board';

const onlyBoard = process.argv[2] === 'board';
const orders = onlyBoard ? 0 : Number(process.argv[2] ?? 100_000);
for (const engine of onlyBoard ? [] : (['pglite', 'postgres'] as Engine[])) {
  const r = await measureAdminOrdersPage(engine, resolve('dist/web'), orders);
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(
    `${engine}: ${r.shop.orders} orders generated in ${ms(r.shop.ms)}; orders page p50 ${ms(r.pages.p50)}, p99 ${ms(r.pages.p99)} (${r.pages.requests} requests); search/sort/filter p50 ${ms(r.searches.p50)}, p99 ${ms(r.searches.p99)}; budget < ${LIST_BUDGET_MS} ms; load average ${loadavg()[0]!.toFixed(1)}`,
  );
}

for (const engine of ['pglite', 'postgres'] as Engine[]) {
  const r = await measureProductionBoard(engine, resolve('dist/web'));
  console.log(
    `${engine}: production board at ${BOARD_JOBS.toLocaleString('en-US')} jobs and ${r.printers} printers (${r.jobs} cards in ${Math.round(r.bytes / 1024)} KB): p50 ${Math.round(r.p50)} ms, p99 ${Math.round(r.p99)} ms = ${(r.p99 / BOARD_BUDGET_MS).toFixed(2)} of the ${BOARD_BUDGET_MS} ms budget (${r.requests} requests); orders page between them p50 ${Math.round(r.ordersPage.p50)} ms, p99 ${Math.round(r.ordersPage.p99)} ms, board/orders p99 ratio ${(r.p99 / r.ordersPage.p99).toFixed(1)}; load average ${loadavg()[0]!.toFixed(1)}`,
  );
}
