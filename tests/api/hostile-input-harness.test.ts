import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { attackRoute } from '../support/hostile/run-hostile';
import { openTestDatabase } from '../support/test-database';

/**
 * The hostile-input harness itself, on the real app with probe routes added: a well-declared
 * route passes, and a careless one (no length limit, a crash on odd input) is caught, so the
 * route-by-route suite can fail.
 */
const strict = z.object({
  name: z.string().min(1).max(100),
  qty: z.number().int().min(1),
  kind: z.enum(['a', 'b']),
});
const probes = {
  strict: {
    url: '/api/probe/strict/:id',
    schema: {
      body: strict,
      params: z.object({ id: z.uuid() }),
      querystring: z.object({ limit: z.coerce.number().int().max(50).optional() }),
    },
  },
  unlimited: { url: '/api/probe/unlimited', schema: { body: z.object({ note: z.string() }) } },
  crashing: {
    url: '/api/probe/crashing',
    schema: { body: z.object({ note: z.string().max(100) }) },
  },
};
const tokens = { admin: undefined, customer: undefined, anonymous: undefined };
let app: FastifyInstance;
let database: DatabaseHandle;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-probe-'));

beforeAll(async () => {
  database = await openTestDatabase();
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'probe-secret-probe-secret-probe-secret',
    }),
    webDir: undefined,
  };
  app = await buildApp({ config, database });
  app.post(probes.strict.url, { schema: probes.strict.schema }, async (request) => request.body);
  app.post(probes.unlimited.url, { schema: probes.unlimited.schema }, async () => ({ ok: true }));
  app.post(probes.crashing.url, { schema: probes.crashing.schema }, async (request) => {
    if ((request.body as { note: string }).note.includes('<')) throw new Error('unexpected markup');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('hostile-input harness', () => {
  it('passes a route that declares and limits its input', async () => {
    const result = await attackRoute(app, probes.strict, 'POST', tokens);
    expect(result.failures).toEqual([]);
    expect(result.count).toBeGreaterThan(40);
  });

  it('catches a route that takes a 1 MB string, and one that crashes on markup', async () => {
    const unlimited = await attackRoute(app, probes.unlimited, 'POST', tokens);
    expect(unlimited.failures).toEqual([
      expect.stringMatching(/note: 1 MB string → accepted with 200/),
    ]);
    const crashing = await attackRoute(app, probes.crashing, 'POST', tokens);
    expect(crashing.failures).toEqual([expect.stringMatching(/note: script tag → answered 500/)]);
  });

  it('attacked in parts, a route gets every input once and its failure is still caught', async () => {
    const whole = await attackRoute(app, probes.crashing, 'POST', tokens);
    const parts = await Promise.all(
      [0, 1, 2].map((part) => attackRoute(app, probes.crashing, 'POST', tokens, { part, of: 3 })),
    );
    expect(parts.every((p) => p.count > 0)).toBe(true);
    expect(parts.reduce((sum, p) => sum + p.count, 0)).toBe(whole.count);
    expect(parts.flatMap((p) => p.failures)).toEqual(whole.failures);
  });

  it('answers broken UTF-8 and unusable addresses in the shop format', async () => {
    const utf8 = await app.inject({
      method: 'POST',
      url: '/api/probe/unlimited',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([
        0x7b, 0x22, 0x6e, 0x6f, 0x74, 0x65, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d,
      ]),
    });
    expect(utf8.statusCode).toBe(400);
    expect(utf8.json()).toEqual({
      error: 'invalid_utf8',
      message: 'The request body is not valid UTF-8.',
    });
    const badUrl = await app.inject({ method: 'POST', url: '/api/probe/strict/%FF' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: 'bad_url', message: 'The address is not valid.' });
    const longParam = await app.inject({
      method: 'POST',
      url: `/api/probe/strict/${'a'.repeat(200)}`,
    });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({
      error: 'max_param_length',
      message: 'A part of the address is too long.',
    });
  });
});
