import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterView } from '#core/production/production-schemas';
import { startFakeOctoPrint, type FakeOctoPrint } from '../support/printer-fakes/fake-octoprint';
import { useTestApp } from '../support/test-app';
import { type TestUser, useTestUser } from '../support/test-users';

const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
const customer = useTestUser(t);
const busyAdmin = useTestUser(t, { role: 'admin' });

const URL_PATH = '/api/admin/production/printers/test-connection';
const post = (url: string, payload: object, who?: TestUser) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: who ? { authorization: who.authorization } : {},
  });

let fake: FakeOctoPrint;
beforeAll(async () => {
  fake = await startFakeOctoPrint({ version: '1.10.2' });
});
afterAll(async () => {
  await fake.close();
});

describe('Test connection', () => {
  it('answers what OctoPrint says of itself, and never echoes the key', async () => {
    const res = await post(
      URL_PATH,
      { kind: 'octoprint', baseUrl: fake.url, apiKey: fake.apiKey },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      version: 'OctoPrint 1.10.2',
      state: 'ready',
      message: null,
    });
    expect(res.body).not.toContain(fake.apiKey);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('says why not: a refused key, an address that does not answer', async () => {
    const wrong = await post(
      URL_PATH,
      { kind: 'octoprint', baseUrl: fake.url, apiKey: 'WRONG' },
      admin,
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ ok: false, reason: expect.stringMatching(/API key/) });
    const closed = await startFakeOctoPrint();
    const gone = closed.url;
    await closed.close();
    const unreachable = await post(
      URL_PATH,
      { kind: 'octoprint', baseUrl: gone, apiKey: 'x' },
      admin,
    );
    expect(unreachable.json()).toEqual({ ok: false, reason: expect.stringMatching(/reached/) });
  });

  it('is the owner’s: 401 signed out, 403 for a customer, 400 for an address that is not http(s)', async () => {
    const body = { kind: 'octoprint', baseUrl: fake.url, apiKey: fake.apiKey };
    expect((await post(URL_PATH, body)).statusCode).toBe(401);
    expect((await post(URL_PATH, body, customer)).statusCode).toBe(403);
    const bad = await post(URL_PATH, { ...body, baseUrl: 'file:///etc/passwd' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(fake.control.requests()['GET /api/version']).toBeGreaterThan(0);
  });

  it('uses a saved printer’s stored key, only at its saved address', async () => {
    const saved = await post(
      '/api/admin/production/printers',
      {
        name: `Octo ${randomUUID().slice(0, 6)}`,
        kind: 'octoprint',
        baseUrl: fake.url,
        apiKey: fake.apiKey,
        bedXMm: 220,
        bedYMm: 220,
        bedZMm: 250,
        nozzleMm: 0.4,
        material: `Nothing-${randomUUID().slice(0, 6)}`,
        colour: 'None',
      },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.body).not.toContain(fake.apiKey);
    const printer = saved.json<PrinterView>();
    expect(printer).toMatchObject({ kind: 'octoprint', baseUrl: fake.url, hasApiKey: true });

    const stored = await post(
      URL_PATH,
      { kind: 'octoprint', baseUrl: fake.url, printerId: printer.id },
      admin,
    );
    expect(stored.json()).toMatchObject({ ok: true, version: 'OctoPrint 1.10.2' });
    expect(stored.body).not.toContain(fake.apiKey);

    // Another host never gets the stored key: nothing is sent, the owner types it.
    const before = fake.control.requests()['GET /api/version'] ?? 0;
    const elsewhere = await post(
      URL_PATH,
      { kind: 'octoprint', baseUrl: 'http://127.0.0.1:9/', printerId: printer.id },
      admin,
    );
    expect(elsewhere.json()).toEqual({ ok: false, reason: expect.stringMatching(/saved address/) });
    expect(fake.control.requests()['GET /api/version'] ?? 0).toBe(before);

    const unknown = await post(
      URL_PATH,
      { kind: 'octoprint', baseUrl: fake.url, printerId: randomUUID() },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('is budgeted: the 21st test of a minute is refused with 429 before anything is reached', async () => {
    const body = { kind: 'octoprint', baseUrl: fake.url, printerId: randomUUID() };
    for (let i = 0; i < 20; i++)
      expect((await post(URL_PATH, body, busyAdmin)).statusCode).toBe(404);
    const refused = await post(URL_PATH, body, busyAdmin);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
