import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import { storageChunks, storageObjects } from '../../db/schema/operations';
import { writeChunks } from './postgres-file-storage';

/**
 * Files whose bytes sit in the other backend's place, as after moving a shop between engines
 * (db:import writes uploads to DATA_DIR/uploads; a PostgreSQL dump carries chunk rows).
 * On PostgreSQL, start-up copies such files from DATA_DIR/uploads into the database, so every
 * process serves them; returns how many it adopted.
 */
export async function adoptStoredFiles(database: DatabaseHandle, dataDir: string): Promise<number> {
  if (database.engine !== 'postgres') return 0;
  const db = database.db;
  const orphans = await db
    .select({ bucket: storageObjects.bucket, name: storageObjects.name, size: storageObjects.size })
    .from(storageObjects)
    .where(
      and(
        gt(storageObjects.size, 0),
        notExists(chunksOf(db, storageObjects.bucket, storageObjects.name)),
      ),
    );
  let adopted = 0;
  for (const { bucket, name, size } of orphans) {
    const body = await readFile(join(dataDir, 'uploads', bucket, ...name.split('/'))).catch(
      () => null,
    );
    if (!body || body.length !== size) continue;
    await db.transaction(async (tx) => {
      await tx
        .delete(storageChunks)
        .where(and(eq(storageChunks.bucket, bucket), eq(storageChunks.name, name)));
      await writeChunks(tx, bucket, name, body);
    });
    adopted++;
  }
  return adopted;
}

const chunksOf = (
  db: Database,
  bucket: typeof storageObjects.bucket,
  name: typeof storageObjects.name,
) =>
  db
    .select({ one: sql`1` })
    .from(storageChunks)
    .where(and(eq(storageChunks.bucket, bucket), eq(storageChunks.name, name)));

/** The bytes of a file kept as chunk rows, or null when there are none. */
export async function readChunks(
  db: Database,
  bucket: string,
  name: string,
): Promise<Buffer | null> {
  const rows = await db
    .select({ data: storageChunks.data })
    .from(storageChunks)
    .where(and(eq(storageChunks.bucket, bucket), eq(storageChunks.name, name)))
    .orderBy(asc(storageChunks.seq));
  return rows.length ? Buffer.concat(rows.map((r) => r.data)) : null;
}
