import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics: a bearer token equal to METRICS_TOKEN from anywhere; without a token only
 * a direct loopback connection (a scraper on the same host). A request that came through a proxy
 * counts as remote even when the proxy itself connects from 127.0.0.1, so a balancer on the same
 * host never publishes the metrics.
 */
export function canReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && sent) return sameSecret(sent, token);
  const direct = PROXY_HEADERS.every((h) => request.headers[h] === undefined);
  return direct && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
