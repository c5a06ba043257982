import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openTestDatabase } from '../support/test-database';

/**
 * Rate limits count per client address, so the address must not be the client's to choose:
 * X-Forwarded-For is believed only from the proxies named in TRUST_PROXY.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'shop-ip-'));
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function appWith(trustProxy?: string) {
  const database = await openTestDatabase();
  handles.push(database);
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'ip-secret-ip-secret-ip-secret-ip-secret',
      ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
    }),
    webDir: undefined,
  };
  const app = await buildApp({ config, database });
  app.get('/api/probe/ip', async (request) => ({ ip: request.ip }));
  await app.ready();
  return app;
}

describe('client address', () => {
  it('ignores X-Forwarded-For by default', async () => {
    const app = await appWith();
    const res = await app.inject({
      url: '/api/probe/ip',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(res.json()).toEqual({ ip: '198.51.100.7' });
    await app.close();
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const app = await appWith('loopback');
    const viaProxy = await app.inject({
      url: '/api/probe/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(viaProxy.json()).toEqual({ ip: '1.2.3.4' });
    const direct = await app.inject({
      url: '/api/probe/ip',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(direct.json()).toEqual({ ip: '198.51.100.7' });
    await app.close();
  });
});
