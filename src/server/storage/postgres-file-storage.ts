import { Readable } from 'node:stream';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { storageChunks, storageObjects } from '../../db/schema/operations';
import type { FileStorage } from './file-storage';
import {
  assertSafeName,
  claimObject,
  deleteObjects,
  headObject,
  listObjects,
} from './storage-object-statements';

/** 256 KiB: small enough to stream, large enough that a 20 MB model is 80 rows. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks per INSERT statement (about 4 MB). */
const CHUNKS_PER_INSERT = 16;
/** Chunks per SELECT while streaming (1 MB): few round trips, little memory. */
const CHUNKS_PER_READ = 4;

/** Stores a file's bytes as chunk rows (the caller has cleared old ones, inside its transaction). */
export async function writeChunks(db: Executor, bucket: string, name: string, body: Buffer) {
  const rows = [];
  for (let seq = 0; seq * CHUNK_BYTES < body.length; seq++)
    rows.push({
      bucket,
      name,
      seq,
      data: body.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
    });
  for (let i = 0; i < rows.length; i += CHUNKS_PER_INSERT)
    await db.insert(storageChunks).values(rows.slice(i, i + CHUNKS_PER_INSERT));
}

/**
 * Files in the PostgreSQL server itself (docs/decisions: storage in PostgreSQL): every API
 * process sees every file, one backup holds rows and bytes, and an upload is atomic (the row
 * and its bytes commit together).
 */
export function createPostgresFileStorage(db: Database): FileStorage {
  const chunkRows = async (
    bucket: string,
    name: string,
    from: number,
    etag: string,
  ): Promise<Buffer[]> => {
    // Joined on the etag: if the file is replaced mid-download the stream fails instead of mixing versions.
    const rows = await db
      .select({ data: storageChunks.data })
      .from(storageChunks)
      .innerJoin(
        storageObjects,
        and(
          eq(storageObjects.bucket, storageChunks.bucket),
          eq(storageObjects.name, storageChunks.name),
        ),
      )
      .where(
        and(
          eq(storageChunks.bucket, bucket),
          eq(storageChunks.name, name),
          gte(storageChunks.seq, from),
          lt(storageChunks.seq, from + CHUNKS_PER_READ),
          eq(storageObjects.etag, etag),
        ),
      )
      .orderBy(asc(storageChunks.seq));
    return rows.map((r) => r.data);
  };

  return {
    head: (bucket, name) => headObject(db, bucket, name),
    list: (bucket, options) => listObjects(db, bucket, options),
    put(bucket, name, body, options) {
      return db.transaction(async (tx) => {
        const object = await claimObject(tx, bucket, name, body, options);
        await tx
          .delete(storageChunks)
          .where(and(eq(storageChunks.bucket, bucket), eq(storageChunks.name, name)));
        await writeChunks(tx, bucket, name, body);
        return object;
      });
    },
    async get(bucket, name) {
      assertSafeName(bucket, name);
      // One statement reads the row and its bytes, so both belong to the same version.
      const rows = await db
        .select({ object: storageObjects, data: storageChunks.data })
        .from(storageObjects)
        .leftJoin(
          storageChunks,
          and(
            eq(storageChunks.bucket, storageObjects.bucket),
            eq(storageChunks.name, storageObjects.name),
          ),
        )
        .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.name, name)))
        .orderBy(asc(storageChunks.seq));
      if (!rows[0]) return null;
      const body = Buffer.concat(rows.flatMap((r) => (r.data ? [r.data] : [])));
      return { object: rows[0].object, body };
    },
    async stream(bucket, name) {
      assertSafeName(bucket, name);
      const object = await headObject(db, bucket, name);
      if (!object) return null;
      const chunks = Math.ceil(object.size / CHUNK_BYTES);
      async function* read() {
        for (let seq = 0; seq < chunks; seq += CHUNKS_PER_READ) {
          const data = await chunkRows(bucket, name, seq, object!.etag);
          if (data.length !== Math.min(CHUNKS_PER_READ, chunks - seq))
            throw new Error(`storage: ${bucket}/${name} changed or vanished while streaming`);
          yield* data;
        }
      }
      return { object, body: Readable.from(read(), { objectMode: false }) };
    },
    remove: (bucket, names) => deleteObjects(db, bucket, names),
  };
}
