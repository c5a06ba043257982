import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { refuseAdminRoutesOutsideTheGuard } from '../../src/server/admin-routes';
import { useTestApp } from '../support/test-app';
import { createTestUser, useTestUser } from '../support/test-users';

type RegisteredRoute = { method: string; url: string };
let adminRoutes: RegisteredRoute[];

const t = useTestApp();
const customer = useTestUser(t, { role: 'customer' });
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  // Every route the app registered (onRoute hook), so a new admin route is covered without listing it.
  adminRoutes = t.routes
    .flatMap((r) => [r.method].flat().map((method) => ({ method, url: r.url })))
    .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
});

const call = (route: RegisteredRoute, authorization?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, randomUUID()),
    headers: authorization ? { authorization } : {},
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
  });

describe('admin authorization matrix (generated from the registered routes)', () => {
  it('finds the admin routes in the route tree', () => {
    const names = adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'DELETE /api/admin/products/:id',
        'PUT /api/admin/settings',
        // Once behind their own hooks (custom prints) or per-route guards (storage), decision 034.
        'POST /api/admin/custom-prints/quotes/:id/decision',
        'PUT /api/admin/custom-prints/pricing',
        'GET /api/admin/storage/:bucket',
        'POST /api/admin/storage/:bucket/*',
        'DELETE /api/admin/storage/:bucket/*',
      ]),
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(30);
  });

  it('answers every admin route with 401 without a token', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const res = await call(route);
      if (res.statusCode !== 401)
        failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers every admin route with 403 for a customer', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const res = await call(route, customer.authorization);
      if (res.statusCode !== 403 || res.json().error !== 'forbidden')
        failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets the admin through on every route (no 401 or 403)', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const res = await call(route, admin.authorization);
      if (res.statusCode === 401 || res.statusCode === 403)
        failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('takes a demotion into account at once', async () => {
    const demoted = await createTestUser(t.app, { role: 'admin' });
    const { userRoles } = await import('../../src/db/schema/auth');
    const { eq } = await import('drizzle-orm');
    await t.app.db.delete(userRoles).where(eq(userRoles.userId, demoted.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: demoted.authorization },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('one admin guard (decision 034)', () => {
  it('leaves the role check to the /api/admin scope: no route carries requireAdmin itself', () => {
    const ownGuards = t.routes
      .filter((r) => [r.onRequest, r.preHandler].flat().some((hook) => hook === t.app.requireAdmin))
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(ownGuards).toEqual([]);
  });

  it('refuses to start with an /api/admin route registered outside the scope', async () => {
    const app = Fastify();
    refuseAdminRoutesOutsideTheGuard(app);
    const start = async () => {
      await app.register(
        async (api) => {
          api.get('/admin/stray', async () => ({ secrets: true }));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'GET /api/admin/stray is registered outside the admin scope',
    );
    await app.close().catch(() => undefined);
  });

  it('lets the same route through inside a scope marked as the admin scope, and others anywhere', async () => {
    const app = Fastify();
    refuseAdminRoutesOutsideTheGuard(app);
    await app.register(
      async (api) => {
        api.get('/administrators-club', async () => ({ ok: true }));
        await api.register(
          async (admin) => {
            admin.decorate('adminScope', true);
            await admin.register(async (inner) => {
              inner.get('/stray', async () => ({ ok: true }));
            });
          },
          { prefix: '/admin' },
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/admin/stray' })).statusCode).toBe(200);
    await app.close();
  });
});
