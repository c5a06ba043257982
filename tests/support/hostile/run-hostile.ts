import type { FastifyInstance, RouteOptions } from 'fastify';
import { hostileCases, type HostileCase } from './hostile-inputs';

export type Role = 'admin' | 'customer' | 'anonymous';
const STACK = /\n\s+at |\.ts:\d+|node_modules/;

/** What is wrong with an answer to a hostile input, or null when it is acceptable. */
export function verdict(
  c: HostileCase,
  status: number,
  contentType: string,
  body: string,
): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  if (c.expect === 'reject' && status < 400)
    return `accepted with ${status} (expected 4xx): ${body.slice(0, 120)}`;
  if (status < 400) return null;
  if (!contentType.includes('application/json'))
    return `${status} without a JSON body (${contentType})`;
  let parsed: { error?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with unparsable JSON`;
  }
  if (typeof parsed.error !== 'string' || !/^[a-z0-9_]+$/.test(parsed.error))
    return `${status} without an error code: ${body.slice(0, 120)}`;
  if (typeof parsed.message !== 'string' || parsed.message.trim() === '')
    return `${status} without a message`;
  if (STACK.test(parsed.message) || parsed.message.length > 600)
    return `${status} leaks internals: ${parsed.message.slice(0, 200)}`;
  return null;
}

/** Every `of`-th hostile case of a route, from the `part`-th (0-based): one part of its attack. */
export type AttackPart = { part: number; of: number };

/**
 * Sends every hostile input for one route (admin: all; customer and anonymous: the shared set),
 * or one part of them.
 */
export async function attackRoute(
  app: FastifyInstance,
  route: Pick<RouteOptions, 'url' | 'schema'>,
  method: string,
  tokens: Record<Role, string | undefined>,
  { part, of }: AttackPart = { part: 0, of: 1 },
): Promise<{ count: number; failures: string[] }> {
  const failures: string[] = [];
  let count = 0;
  const cases = hostileCases(route, method).filter((_, index) => index % of === part);
  for (const c of cases) {
    for (const role of c.everyRole
      ? (['admin', 'customer', 'anonymous'] as const)
      : (['admin'] as const)) {
      const headers = { ...c.headers, ...(tokens[role] ? { authorization: tokens[role] } : {}) };
      const res = await app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers,
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      count++;
      const problem = verdict(
        c,
        res.statusCode,
        String(res.headers['content-type'] ?? ''),
        res.body,
      );
      if (problem) failures.push(`[${role}] ${c.name} → ${problem}`);
    }
  }
  return { count, failures };
}

/** The API routes of an app as (route, method) pairs, without Fastify's automatic HEAD routes. */
export function apiRoutes(routes: RouteOptions[]) {
  return routes
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({
        route: r,
        method: String(method),
      })),
    )
    .filter(
      ({ route, method }) =>
        route.url.startsWith('/api') && method !== 'HEAD' && method !== 'OPTIONS',
    );
}
