import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema, type Schema } from './schema';

type Relations = ExtractTablesWithRelations<Schema>;
export type Database = PgDatabase<PgQueryResultHKT, Schema, Relations>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, Relations>;
/** Repositories take either the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle =
  | { engine: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { engine: 'postgres'; db: Database; client: pg.Pool; close(): Promise<void> };

export type DatabaseOptions = {
  /** A PostgreSQL server; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; ignored for PostgreSQL. */
  dataDir: string;
  /** Start an embedded database from a dump (tests, restore). */
  loadDataDir?: Blob;
  /** Keep the embedded database in memory only. */
  inMemory?: boolean;
  poolSize?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    pool.on('error', (error) => console.error('postgres pool error', error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { engine: 'postgres', db, client: pool, close: () => pool.end() };
  }
  let dir: string | undefined;
  if (!options.inMemory) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // pg_trgm: the shop's search matches despite typos (decision 134, migration 0022).
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { engine: 'pglite', db, client, close: () => client.close() };
}
