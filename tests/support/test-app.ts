import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
};

/** The real app, in process, on a fresh copy of the seeded database of this project's engine. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { extend?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const database = await openTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-123' }),
    webDir: undefined,
    ...overrides,
  };
  const app = await buildApp({ config, database });
  // Test-only routes (e.g. an admin-only probe) go in before the app is sealed.
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
