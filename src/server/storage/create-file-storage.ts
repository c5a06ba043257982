import { join } from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createPostgresFileStorage } from './postgres-file-storage';

/**
 * On a PostgreSQL server (DATABASE_URL) the bytes go into the database, so every API process
 * serves every file; with the embedded database they stay in DATA_DIR/uploads.
 */
export function createFileStorage(database: DatabaseHandle, dataDir: string): FileStorage {
  return database.engine === 'postgres'
    ? createPostgresFileStorage(database.db)
    : createLocalFileStorage(database.db, join(dataDir, 'uploads'));
}
