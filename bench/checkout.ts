export type CheckoutResult = { orders: number; failures: number; ordersPerSecond: number; p50: number; p99: number; sold: number; left: number; atStart: number };

/** Placeholder until the store's order API is on main. */
export async function measureCheckout(_serverUrl: string, _env: Record<string, string>): Promise<CheckoutResult | null> {
  return null;
}
