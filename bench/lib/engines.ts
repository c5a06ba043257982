import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminQuery,
  startPostgresServer,
  type PostgresServer,
} from '../../tests/support/postgres-server';
import { startServerProcess } from './server-process';

export type Engine = 'pglite' | 'postgres';

export type BenchDatabase = {
  engine: Engine;
  /** Environment that points a server process at this (migrated, seeded) database. */
  env: Record<string, string>;
  dispose(): Promise<void>;
};

/**
 * A database the way a shop owner has it after the first `npm start`: migrated and seeded by
 * the server itself. The first start is thrown away so later starts measure an existing one.
 */
export async function prepareDatabase(engine: Engine, webDir: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-bench-${engine}-`));
  let postgres: PostgresServer | undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    JWT_SECRET: 'bench-secret-not-for-production-0123456789',
    // The checkout bench is 20 accounts ordering back to back: far over a real customer's budget.
    ORDER_RATE_LIMIT_PER_USER: '1000000',
  };
  if (engine === 'postgres') {
    postgres = await startPostgresServer();
    await adminQuery(postgres.url(), 'CREATE DATABASE shop_bench');
    env.DATABASE_URL = postgres.url('shop_bench');
  }
  const first = await startServerProcess(env);
  await first.stop();
  return {
    engine,
    env,
    async dispose() {
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
