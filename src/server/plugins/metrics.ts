import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from '../lib/domain-error';
import { canReadMetrics } from '../metrics/can-read-metrics';
import { readShopGauges } from '../metrics/read-shop-gauges';

/**
 * Prometheus metrics at GET /metrics (decision 066). One registry per app, so tests can build
 * several apps in one process. Request timings are labelled by route pattern (`/api/orders/:id`),
 * never by raw URL, so a crawler cannot grow the label set; unmatched URLs share one label.
 */
export function registerMetrics(app: FastifyInstance, options: { token?: string }): void {
  const registry = new Registry();
  // Process figures, among them event-loop delay (nodejs_eventloop_lag_*), heap and GC.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed through this process since it started (replays not counted)',
    registers: [registry],
  });
  app.decorate('metrics', { orderPlaced: () => ordersPlaced.inc() });

  // The handler reads the database once per scrape; both gauges below take their values from it.
  let scrape: ReturnType<typeof readShopGauges> = Promise.resolve({
    orders: [],
    mailOutbox: { unsent: 0, retrying: 0, failed: 0 },
  });
  const shopGauges = () => scrape;
  new Gauge({
    name: 'shop_orders',
    help: 'Orders in the database by order status and payment status',
    labelNames: ['status', 'payment_status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const o of (await shopGauges()).orders)
        this.set({ status: o.status, payment_status: o.paymentStatus }, o.count);
    },
  });
  new Gauge({
    name: 'shop_mail_outbox',
    help: 'Mail in the outbox not yet delivered: all unsent, retrying after a failed attempt, failed for good (awaiting a resend)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { unsent, retrying, failed } = (await shopGauges()).mailOutbox;
      this.set({ state: 'unsent' }, unsent);
      this.set({ state: 'retrying' }, retrying);
      this.set({ state: 'failed' }, failed);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database connections of this process: max, open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const handle = app.dbHandle;
      if (handle.engine === 'postgres') {
        const pool = handle.client;
        this.set({ state: 'max' }, pool.options.max ?? 10);
        this.set({ state: 'open' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        // The embedded engine is one connection inside the process.
        this.set({ state: 'max' }, 1);
        this.set({ state: 'open' }, 1);
      }
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics')
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    done();
  });

  app.get('/metrics', { config: { ownBearerToken: true } }, async (request, reply) => {
    // Not found rather than forbidden: outside loopback the endpoint does not exist without the token.
    if (!canReadMetrics(request, options.token)) throw notFound(`No route for GET /metrics`);
    scrape = readShopGauges(app.db);
    const body = await registry.metrics();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
