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

describe.each(apiRoutes(t.routes))('$method $route.url', ({ route, method }) => {
  it('answers every hostile input with a clear 4xx (or a harmless answer), never a 5xx, and keeps serving', async () => {
    // Fresh accounts per route: a route that signs out or deletes its caller can't starve the next.
    const tokens = {
      admin: (await createTestUser(t.app, { role: 'admin' })).authorization,
      customer: (await createTestUser(t.app)).authorization,
      anonymous: undefined,
    };
    const { count, failures } = await attackRoute(t.app, route, method, tokens);
    tried.set(`${method} ${route.url}`, count);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(failures).toEqual([]);
    // Some routes do real work for each accepted input (POST /api/admin/backups writes a backup
    // each time): under a loaded machine that takes longer than the default 30 s.
  }, 120_000);
});
