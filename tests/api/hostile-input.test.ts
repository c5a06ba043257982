import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes, attackRoute } from '../support/hostile/run-hostile';
import { createTestApp } from '../support/test-app';
import { createTestUser } from '../support/test-users';

/**
 * Every API route the app registers (collected with an onRoute hook, so new routes are covered
 * without touching this file) gets wrong types, missing and extra fields, 1 MB strings, deep
 * nesting, prototype keys, invalid UTF-8 and invalid JSON, as admin, customer and anonymous.
 */
const t = await createTestApp();
const tried = new Map<string, number>();
afterAll(async () => {
  await t.close();
  const total = [...tried.values()].reduce((a, b) => a + b, 0);
  console.log(
    `hostile inputs: ${total} requests over ${tried.size} routes\n${[...tried].map(([r, n]) => `  ${n}\t${r}`).join('\n')}`,
  );
});

/**
 * Routes that do real work for each input they accept, attacked in parts so that each test stays
 * well inside its limit: POST /api/admin/backups writes a backup for each of its 48 inputs, 32 s
 * on PGlite on a quiet machine and 52 s in CI, as one test against a 120 s limit.
 */
const PARTS: Readonly<Record<string, number>> = { 'POST /api/admin/backups': 4 };

const attacks = apiRoutes(t.routes).flatMap(({ route, method }) => {
  const of = PARTS[`${method} ${route.url}`] ?? 1;
  return Array.from({ length: of }, (_, part) => ({
    route,
    method,
    part,
    of,
    name: `${method} ${route.url}${of > 1 ? ` (part ${part + 1} of ${of})` : ''}`,
  }));
});

describe.each(attacks)('$name', ({ route, method, part, of }) => {
  it('answers every hostile input with a clear 4xx (or a harmless answer), never a 5xx, and keeps serving', async () => {
    // Fresh accounts per route: a route that signs out or deletes its caller can't starve the next.
    const tokens = {
      admin: (await createTestUser(t.app, { role: 'admin' })).authorization,
      customer: (await createTestUser(t.app)).authorization,
      anonymous: undefined,
    };
    const { count, failures } = await attackRoute(t.app, route, method, tokens, { part, of });
    const key = `${method} ${route.url}`;
    tried.set(key, (tried.get(key) ?? 0) + count);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(failures).toEqual([]);
  }, 120_000);
});

it('splits only routes the app has: a renamed route would be attacked whole again', () => {
  const routes = new Set(apiRoutes(t.routes).map(({ route, method }) => `${method} ${route.url}`));
  expect(Object.keys(PARTS).filter((key) => !routes.has(key))).toEqual([]);
});
