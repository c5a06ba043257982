import { Agent, request } from 'node:http';
import type { BenchFixtures } from './lib/bench-fixtures';
import { percentile } from './lib/percentile';

export type CheckoutResult = {
  orders: number;
  soldOut: number;
  failures: number;
  ordersPerSecond: number;
  /** Seconds the clients placed orders for. */
  seconds: number;
  p50: number;
  p99: number;
  /** Units the successful orders bought. */
  sold: number;
};

const CLIENTS = 20;
const DURATION_MS = 10_000;

const customerDetails = {
  firstName: 'Bench',
  lastName: 'Customer',
  address: '1 Benchmark Way',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
};

/**
 * One POST over a kept-alive socket, the body read and dropped. `node:http` rather than `fetch`:
 * the load generator shares the machine with the server and the database, and fetch spent about
 * 2 ms of CPU per order (a third of what the server itself spends), which the API was then
 * charged for in the ratio against pgbench, whose own client is nearly free.
 */
function post(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * 20 signed-in customers place orders back to back for 10 s through the real order API:
 * one unit of a deep-stock product each time, and a fifth of the time also the product that
 * sells out mid-run. Returns null when this branch has no order API yet.
 */
export async function measureCheckout(
  serverUrl: string,
  fixtures: BenchFixtures,
  durationMs = DURATION_MS,
): Promise<CheckoutResult | null> {
  const rates = await fetch(`${serverUrl}/api/shipping-rates`);
  if (!rates.ok) return null;
  // The cheapest rate that ships any cart (a pickup needs deliveryMethod 'pickup', decision 172).
  const rate = (
    (await rates.json()) as { id: string; isPickup?: boolean; minOrderAmount?: string | null }[]
  ).find((r) => !r.isPickup && !r.minOrderAmount);
  if (!rate) throw new Error('no active shipping rate to check out with');
  const [deepA, deepB, scarce] = fixtures.products;
  const latencies: number[] = [];
  let orders = 0;
  let sold = 0;
  let soldOut = 0;
  let failures = 0;
  const until = performance.now() + durationMs;
  const started = performance.now();
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const ordersUrl = new URL(`${serverUrl}/api/orders`);
  const client = async (index: number) => {
    const customer = fixtures.customers[index % fixtures.customers.length]!;
    let n = 0;
    while (performance.now() < until) {
      n += 1;
      const items = [{ productId: (n + index) % 2 === 0 ? deepA!.id : deepB!.id, quantity: 1 }];
      if ((n + index) % 5 === 0) items.push({ productId: scarce!.id, quantity: 1 });
      const body = JSON.stringify({
        customer: { ...customerDetails, email: customer.email },
        items,
        shippingRateId: rate.id,
      });
      const t0 = performance.now();
      const status = await post(
        agent,
        ordersUrl,
        { 'content-type': 'application/json', authorization: customer.authorization },
        body,
      );
      latencies.push(performance.now() - t0);
      if (status === 201) {
        orders += 1;
        sold += items.reduce((sum, item) => sum + item.quantity, 0);
      } else if (status === 409) soldOut += 1;
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => percentile(latencies, p);
  return {
    orders,
    soldOut,
    failures,
    ordersPerSecond: orders / elapsed,
    seconds: elapsed,
    p50: pct(50),
    p99: pct(99),
    sold,
  };
}
