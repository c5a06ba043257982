import type { FastifyInstance, RouteOptions } from 'fastify';
import { ERROR_ANSWERS, errorAnswer } from '#core/api/wire-schemas';

type OperationSchema = {
  hide?: boolean;
  tags?: string[];
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
};

/** First path segment after /api (and after admin/) → the feature the operation belongs to. */
const TAGS: Record<string, string> = {
  auth: 'auth',
  products: 'catalog',
  categories: 'catalog',
  'shipping-rates': 'shipping',
  discounts: 'discounts',
  orders: 'orders',
  contact: 'contact',
  messages: 'contact',
  'custom-prints': 'custom-prints',
  storage: 'storage',
  realtime: 'realtime',
  health: 'health',
  dashboard: 'admin',
  customers: 'admin',
  settings: 'settings',
  mail: 'mail',
  backups: 'backups',
};

/** Routes that count attempts (auth limits, discount guesses, uploads) also answer 429. */
const RATE_LIMITED =
  /^\/api\/(auth\/(signup|token|verify|recover)|discounts\/check|checkout\/shipping-options|custom-prints\/models)$/;

// Built once: the same schema object serves every route that gives this answer.
const ANSWERS = Object.fromEntries(
  Object.entries(ERROR_ANSWERS).map(([code, text]) => [code, errorAnswer(text)]),
);

const hooks = (route: RouteOptions) => [route.onRequest, route.preHandler].flat().filter(Boolean);

/**
 * Fills in what every operation documents the same way, from facts of the route, so no route
 * can forget them: its tag, its auth requirement (the guard it runs) and the 4xx answers that
 * follow from its schema and guard. A route's own declarations win.
 */
export function completeOperation(route: RouteOptions, app: FastifyInstance): void {
  const schema = (route.schema ?? {}) as OperationSchema;
  // The site's pages and files (robots.txt, the SPA) are not part of the API.
  if (!route.url.startsWith('/api/')) {
    route.schema = { ...schema, hide: true };
    return;
  }
  if (schema.hide) return;
  const segments = route.url.split('/').slice(2);
  const admin = segments[0] === 'admin';
  const feature = (admin ? segments[1] : segments[0]) ?? '';
  schema.tags ??= [TAGS[feature] ?? feature];

  const guards = hooks(route);
  // Every admin route is in the /api/admin scope, behind its one guard (decision 034).
  const needsAdmin = admin;
  const needsUser = needsAdmin || guards.includes(app.requireUser);
  if (needsUser) schema.security ??= [{ bearer: [] }];
  const signedIn =
    schema.security?.some((s) => 'bearer' in s) &&
    !schema.security.some((s) => Object.keys(s).length === 0);

  const errors: number[] = [];
  if (schema.body || schema.querystring || schema.params || schema.headers) errors.push(400);
  if (signedIn) errors.push(401);
  if (needsAdmin) errors.push(403);
  if (schema.params) errors.push(404);
  if (RATE_LIMITED.test(route.url)) errors.push(429);
  const response = { ...schema.response };
  for (const code of errors) response[code] ??= ANSWERS[code];
  schema.response = response;
  route.schema = schema;
}
