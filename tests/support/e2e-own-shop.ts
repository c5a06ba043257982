import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer, type StartedServer } from '../../src/server/start';
import { copyShopTemplate } from './copy-shop-template';

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
