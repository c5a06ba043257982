/** SPEC §9: heartbeat every 25 s, reconnect after 1, 2, 5 then 10 s, replies within 10000 ms. */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** Delay before reconnect attempt n (0-based): 1 s, 2 s, 5 s, then 10 s for every later try. */
export function reconnectDelay(attempt: number): number {
  const delays = REALTIME_RECONNECT_DELAYS_MS;
  return delays[Math.min(Math.max(Math.trunc(attempt), 0), delays.length - 1)]!;
}
