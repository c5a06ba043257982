import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { bootstrapAdmin, type AdminBootstrapResult } from './auth/bootstrap-admin';
import { adoptStoredFiles } from './storage/adopt-stored-files';

export type StartedServer = {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  seeded: boolean;
  admin: AdminBootstrapResult;
  stop(): Promise<void>;
};

/** Opens and migrates the database, seeds an empty one, makes sure an admin exists, listens. */
export async function startServer(config: AppConfig): Promise<StartedServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const seeded = await seedIfEmpty(database.db, new Date(), { demo: config.seedDemo });
    const admin = await bootstrapAdmin(database.db, config);
    // Uploads imported into DATA_DIR/uploads move into PostgreSQL, where every process sees them.
    const adopted = await adoptStoredFiles(database, config.dataDir);
    const app = await buildApp({ config, database });
    if (adopted > 0)
      app.log.info({ adopted }, 'storage: files from DATA_DIR/uploads moved into the database');
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close();
        await database.close();
      })());
    return { app, database, url: `http://localhost:${port}`, seeded, admin, stop };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
