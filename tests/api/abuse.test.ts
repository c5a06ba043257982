import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../src/db/schema/auth';
import { products } from '../../src/db/schema/catalog';
import { shippingRates } from '../../src/db/schema/sales';
import { hashPassword } from '../../src/server/auth/password';
import { sampleValue, toJsonSchema } from '../support/hostile/sample-value';
import { apiRoutes } from '../support/hostile/run-hostile';
import { createTestApp } from '../support/test-app';
import { createTestUser } from '../support/test-users';

/** Brute force, flooding, privilege escalation and other people's data: all refused. */
const t = await createTestApp();
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `203.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const json = { 'content-type': 'application/json' };
const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=password',
    headers: { ...json, 'x-forwarded-for': ip },
    payload: { email, password },
  });

describe('sign-in brute force', () => {
  it('locks one account after repeated wrong passwords, even from many addresses, and then refuses the right one too', async () => {
    const user = await createTestUser(t.app);
    await t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword('right-password-1') })
      .where(eq(users.id, user.id));
    const statuses: number[] = [];
    for (let i = 0; i < t.config.authRateLimit.perEmail; i++)
      statuses.push((await signIn(user.email, `wrong-${i}`, freshIp())).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const locked = await signIn(user.email, 'right-password-1', freshIp());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('limits one address trying many accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < t.config.authRateLimit.perIp; i++) {
      expect((await signIn(`nobody-${i}@example.com`, 'whatever-1', ip)).statusCode).not.toBe(429);
    }
    expect((await signIn('one-more@example.com', 'whatever-1', ip)).statusCode).toBe(429);
    expect((await signIn('one-more@example.com', 'whatever-1', freshIp())).statusCode).toBe(400);
  });
});

describe('contact flooding', () => {
  it('takes 3 messages per 5 minutes from one address, then answers 429', async () => {
    const ip = freshIp();
    const send = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...json, 'x-forwarded-for': from },
        payload: {
          name: 'Flood',
          email: 'flood@example.com',
          subject: 'Hi',
          message: 'Hello there',
        },
      });
    for (let i = 0; i < 3; i++) expect((await send(ip)).statusCode).toBe(201);
    const flooded = await send(ip);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
    expect((await send(freshIp())).statusCode).toBe(201);
  });
});

describe('admin routes', () => {
  const adminRoutes = apiRoutes(t.routes).filter(({ route }) => route.url.startsWith('/api/admin'));

  it('exist (so this check covers something)', () => {
    expect(adminRoutes.length).toBeGreaterThan(5);
  });

  it.each(adminRoutes)(
    '$method $route.url refuses a customer (403) and an anonymous caller (401)',
    async ({ route, method }) => {
      const customer = await createTestUser(t.app);
      const params = (
        toJsonSchema(route.schema?.params) ? sampleValue(toJsonSchema(route.schema?.params)!) : {}
      ) as Record<string, unknown>;
      const url = route.url
        .replace(/:(\w+)/g, (_m, name: string) =>
          String(params[name] ?? '00000000-0000-4000-8000-000000000000'),
        )
        .replace(/\*$/, 'x');
      const body = toJsonSchema(route.schema?.body);
      const payload = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)
        ? { headers: json, payload: JSON.stringify(body ? sampleValue(body) : {}) }
        : {};
      const asCustomer = await t.app.inject({
        method: method as 'GET',
        url,
        ...payload,
        headers: { ...payload.headers, authorization: customer.authorization },
      });
      expect(asCustomer.statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: method as 'GET', url, ...payload });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});

describe("another customer's order", () => {
  it('is invisible to a second customer and to anonymous callers', async () => {
    const [alice, bob] = [await createTestUser(t.app), await createTestUser(t.app)];
    const [product] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .limit(1);
    const [rate] = await t.app.db
      .select({ id: shippingRates.id })
      .from(shippingRates)
      // A rate that ships any cart: a pickup would need deliveryMethod 'pickup' (decision 172).
      .where(
        and(
          eq(shippingRates.isActive, true),
          eq(shippingRates.isPickup, false),
          isNull(shippingRates.minOrderAmount),
        ),
      )
      .orderBy(shippingRates.rate)
      .limit(1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...json, authorization: alice.authorization },
      payload: {
        customer: {
          firstName: 'Alice',
          lastName: 'A',
          email: alice.email,
          address: '1 Main St',
          city: 'X',
          state: 'IL',
          zipCode: '60601',
        },
        items: [{ productId: product!.id, quantity: 1 }],
        shippingRateId: rate!.id,
      },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as string;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: { authorization: alice.authorization },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: { authorization: bob.authorization },
        })
      ).statusCode,
    ).toBe(404);
    const bobsList = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: bob.authorization },
    });
    expect(bobsList.statusCode).toBe(200);
    expect(JSON.stringify(bobsList.json())).not.toContain(orderId);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).statusCode).toBe(
      401,
    );
  });
});

describe('mass assignment of a role', () => {
  const isAdmin = async (email: string) => {
    const rows = await t.app.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(users.email, email), eq(userRoles.role, 'admin')));
    return rows.length > 0;
  };

  it('a role sent at sign-up never makes an admin', async () => {
    const email = `climber-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { ...json, 'x-forwarded-for': freshIp() },
      payload: {
        email,
        password: 'climb-password-1',
        role: 'admin',
        user_role: 'admin',
        options: { data: { first_name: 'C', last_name: 'L', role: 'admin' } },
      },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(await isAdmin(email)).toBe(false);
    const session = res.statusCode < 300 ? (res.json().session ?? res.json()) : null;
    if (session?.access_token) {
      const dashboard = await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(dashboard.statusCode).toBe(403);
    }
  });

  it('a role sent at profile update is refused', async () => {
    const customer = await createTestUser(t.app);
    for (const payload of [
      { role: 'admin' },
      { data: { role: 'admin' } },
      { data: { user_role: 'admin' } },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: { ...json, authorization: customer.authorization },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await isAdmin(customer.email)).toBe(false);
  });
});
