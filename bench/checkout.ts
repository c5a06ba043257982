import type { BenchFixtures } from './lib/bench-fixtures';
import { percentile } from './lib/percentile';

export type CheckoutResult = {
  orders: number;
  soldOut: number;
  failures: number;
  ordersPerSecond: number;
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
 * 20 signed-in customers place orders back to back for 10 s through the real order API:
 * one unit of a deep-stock product each time, and a fifth of the time also the product that
 * sells out mid-run. Returns null when this branch has no order API yet.
 */
export async function measureCheckout(
  serverUrl: string,
  fixtures: BenchFixtures,
): Promise<CheckoutResult | null> {
  const rates = await fetch(`${serverUrl}/api/shipping-rates`);
  if (!rates.ok) return null;
  const [rate] = (await rates.json()) as { id: string }[];
  if (!rate) throw new Error('no active shipping rate to check out with');
  const [deepA, deepB, scarce] = fixtures.products;
  const latencies: number[] = [];
  let orders = 0;
  let sold = 0;
  let soldOut = 0;
  let failures = 0;
  const until = performance.now() + DURATION_MS;
  const started = performance.now();
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
      const response = await fetch(`${serverUrl}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: customer.authorization },
        body,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status === 201) {
        orders += 1;
        sold += items.reduce((sum, item) => sum + item.quantity, 0);
      } else if (response.status === 409) soldOut += 1;
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => percentile(latencies, p);
  return {
    orders,
    soldOut,
    failures,
    ordersPerSecond: orders / elapsed,
    p50: pct(50),
    p99: pct(99),
    sold,
  };
}
