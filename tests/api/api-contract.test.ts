import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { useTestApp } from '../support/test-app';
import { createTestUser } from '../support/test-users';

type Listed = { method: string; url: string; success: string[] };
let listed: Listed[];

/** The 2xx status codes a route's `response` schema declares (none when it has no schema). */
function successCodes(route: RouteOptions): string[] {
  const response =
    (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  // A WebSocket route succeeds by switching protocols (101), not with a 2xx body.
  const success = 'wsHandler' in route && route.wsHandler ? /^101$/ : /^2(\d\d|XX)$/;
  return Object.keys(response).filter((code) => success.test(code));
}
const hidden = (route: RouteOptions) =>
  (route.schema as { hide?: boolean } | undefined)?.hide === true;

const t = useTestApp();
beforeAll(async () => {
  // Hidden routes are the reference page's own files (/api/docs/*) and the document itself.
  listed = t.routes
    .filter((r) => !hidden(r))
    .flatMap((r) =>
      [r.method].flat().map((method) => ({ method, url: r.url, success: successCodes(r) })),
    )
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
  if (process.env.LIST_ROUTES) {
    for (const r of listed) console.log(`${r.method} ${r.url} ${r.success.join(',') || '-'}`);
  }
});

describe('API contract (generated from the registered routes)', () => {
  it('finds the whole API in the route tree', () => {
    expect(listed.length).toBeGreaterThanOrEqual(60);
  });

  it('declares a 2xx response schema on every API route', () => {
    const missing = listed.filter((r) => r.success.length === 0).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });
});

type Operation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, unknown>;
};

describe('OpenAPI document at /api/openapi.json', () => {
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route, each with a summary, a tag and a 2xx answer', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
        ),
      ),
    );
    // Fastify's wildcard is documented as {path} (a parameter named `*` broke clients).
    const routes = listed.map((r) => `${r.method} ${r.url}`.replace(/\/\*$/, '/:path'));
    const notDocumented = routes.filter((r) => !documented.has(r));
    expect(notDocumented).toEqual([]);
    const incomplete = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(
          ([, op]) =>
            !op.summary ||
            !op.tags?.length ||
            !Object.keys(op.responses).some((c) => /^(2\d\d|101)$/.test(c)),
        )
        .map(([method]) => `${method} ${path}`),
    );
    expect(incomplete).toEqual([]);
  });

  it('says which operations need a bearer token and documents their 401/403', () => {
    const dashboard = doc.paths['/api/admin/dashboard']!.get!;
    expect(dashboard.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(dashboard.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    const products = doc.paths['/api/products']!.get!;
    expect(products.security).toBeUndefined();
    const myOrder = doc.paths['/api/orders/{orderId}']!.get!;
    expect(Object.keys(myOrder.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404']),
    );
  });

  it('serves the reference page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('response schemas are the contract', () => {
  it('strips fields the contract does not name (one admin product has no updatedAt)', async () => {
    const admin = await createTestUser(t.app, { role: 'admin' });
    const headers = { authorization: admin.authorization };
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/products', headers });
    expect(list.statusCode).toBe(200);
    const [first] = list.json().items as { id: string }[];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${first!.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const product = res.json() as Record<string, unknown>;
    expect(product).not.toHaveProperty('updatedAt');
    expect(typeof product.createdAt).toBe('string');
    expect(product).toHaveProperty('stock');
  });
});
