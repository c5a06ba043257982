import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { AdapterFactory } from '../../src/server/production/printer-links/printer-adapter';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Every route the app registered, in registration order. */
  routes: RouteOptions[];
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Test-only routes (e.g. an admin-only probe) go in before the app is sealed. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Run on this database (e.g. a second API instance on the first one's); the caller closes it. */
  database?: DatabaseHandle;
  /** Share this data folder (files of the embedded engine); the caller removes it. */
  dataDir?: string;
  /** The connected printers the app's driver talks to (the tests' printers). */
  printerAdapters?: AdapterFactory;
};

/** The real app, in process, on a fresh copy of the seeded database of this project's engine. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-test-'));
  const database = options.database ?? (await openTestDatabase());
  const config: AppConfig = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      // Tests play many clients by sending X-Forwarded-For, as a trusted load balancer would.
      TRUST_PROXY: 'true',
      // Quotes stay instant estimates unless a test slices on purpose (slicer tests pass a path).
      SLICER_PATH: 'off',
    }),
    webDir: undefined,
    // No timers that would write mail on their own (the digest) or race a test's own poll of
    // the reply mailbox: the tests that need them call them.
    inboxPollMs: 0,
    digestCheckMs: 0,
    ...overrides,
  };
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    database,
    onRoute: (route) => routes.push(route),
    printerAdapters: options.printerAdapters,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    routes,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The file's test app, opened before its tests (and before the hooks declared after this call)
 * and closed after them. The object is filled in by then: read its fields inside tests and hooks.
 */
export function useTestApp(
  /** Or a function, for settings known only once earlier hooks ran (an SMTP sink's address). */
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  options: TestAppOptions & { timeout?: number } = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    const config = typeof overrides === 'function' ? overrides() : overrides;
    Object.assign(t, await createTestApp(config, options));
  }, options.timeout);
  afterAll(async () => t.close?.());
  return t;
}
