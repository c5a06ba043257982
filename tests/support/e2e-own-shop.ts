import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ShopSettings } from '#core/settings/shop-settings';
import { loadConfig } from '../../src/server/config';
import { startServer, type StartedServer } from '../../src/server/start';
import { copyShopTemplate } from './copy-shop-template';
import { test } from './e2e-test';

export type OwnShop = {
  /** The shop's address for a path: `url('/admin')`. */
  url(path: string): string;
  server(): StartedServer;
  /** Its data folder (database, uploads, backups); removed by stop(). */
  dataDir: string;
  /** Stops and starts the server on the same data folder and port (the browser keeps its session). */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A spec's own shop, in the worker's process: a fresh data folder, migrated and seeded, with this
 * owner as its admin, so a spec can compare figures with the seed or restart the server without
 * touching the shared browser-test server.
 */
export async function startOwnShop(
  prefix: string,
  owner: { email: string; password: string },
  /** More settings for this shop (the environment's names, as in .env.example). */
  env: Record<string, string> = {},
): Promise<OwnShop> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  copyShopTemplate(dataDir);
  let port = 0;
  let server: StartedServer;
  const start = async () => {
    server = await startServer(
      loadConfig({
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIR: 'dist/web',
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
        ...env,
      }),
    );
    port = (server.app.server.address() as { port: number }).port;
  };
  await start();
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    server: () => server,
    dataDir,
    async restart() {
      await server.stop();
      await start();
    },
    async stop() {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A spec file's own shop (startOwnShop), started before its tests and stopped after them. The
 * object is filled in by then: call its methods inside tests and hooks.
 */
export function useOwnShop(...args: Parameters<typeof startOwnShop>): OwnShop {
  const shop = {} as OwnShop;
  test.beforeAll(async () => {
    Object.assign(shop, await startOwnShop(...args));
  });
  test.afterAll(async () => shop.stop?.());
  return shop;
}

/** The owner signs in through the API and saves the shop's settings as `change` makes them. */
export async function saveSettingsAsOwner(
  api: APIRequestContext,
  owner: { email: string; password: string },
  change: (current: ShopSettings) => ShopSettings,
): Promise<void> {
  const token = await api.post('/api/auth/token?grant_type=password', { data: owner });
  expect(token.status(), await token.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const current = (await (
    await api.get('/api/admin/settings', { headers })
  ).json()) as ShopSettings;
  const saved = await api.put('/api/admin/settings', { headers, data: change(current) });
  expect(saved.status(), await saved.text()).toBe(200);
}
