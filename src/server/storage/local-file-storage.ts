import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storageObjects } from '../../db/schema/operations';
import { badRequest, conflict } from '../lib/http-error';
import { STORAGE_DEFAULTS, type FileStorage, type StoredObject } from './file-storage';

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Bucket and object names can never climb out of the storage folder. */
export function assertSafeName(bucket: string, name: string): void {
  if (!SAFE_SEGMENT.test(bucket)) throw badRequest('Invalid bucket name', 'invalid_name');
  const segments = name.split('/');
  if (segments.length > 5 || !segments.every((s) => SAFE_SEGMENT.test(s) && s !== '..' && !s.endsWith('.')))
    throw badRequest('Invalid file name', 'invalid_name');
}

/** Bytes in DATA_DIR/uploads/<bucket>/<name>; metadata in the storage_objects table. */
export function createLocalFileStorage(db: Database, rootDir: string): FileStorage {
  const pathOf = (bucket: string, name: string) => join(rootDir, bucket, ...name.split('/'));
  const head = async (bucket: string, name: string): Promise<StoredObject | null> => {
    const [row] = await db
      .select()
      .from(storageObjects)
      .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.name, name)));
    return row ?? null;
  };
  return {
    head,
    async put(bucket, name, body, options) {
      assertSafeName(bucket, name);
      const upsert = options.upsert ?? STORAGE_DEFAULTS.upsert;
      const values = {
        bucket,
        name,
        size: body.length,
        contentType: options.contentType,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        cacheControl: options.cacheControl ?? STORAGE_DEFAULTS.cacheControl,
        metadata: options.metadata ?? {},
        updatedAt: new Date(),
      };
      // The row is claimed first, so two uploads to one new name can't both win.
      const insert = db.insert(storageObjects).values(values);
      const rows = upsert
        ? await insert.onConflictDoUpdate({ target: [storageObjects.bucket, storageObjects.name], set: values }).returning()
        : await insert.onConflictDoNothing().returning();
      if (!rows[0]) throw conflict('A file with this name already exists', 'duplicate');
      const path = pathOf(bucket, name);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path);
      return rows[0];
    },
    async get(bucket, name) {
      assertSafeName(bucket, name);
      const object = await head(bucket, name);
      if (!object) return null;
      try {
        return { object, body: await readFile(pathOf(bucket, name)) };
      } catch {
        return null;
      }
    },
    async list(bucket, options = {}) {
      const limit = Math.min(Math.max(options.limit ?? STORAGE_DEFAULTS.limit, 1), 1000);
      const offset = Math.max(options.offset ?? STORAGE_DEFAULTS.offset, 0);
      const prefix = options.prefix ? like(storageObjects.name, `${options.prefix.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
      return db
        .select()
        .from(storageObjects)
        .where(and(eq(storageObjects.bucket, bucket), prefix))
        .orderBy(asc(storageObjects.name))
        .limit(limit)
        .offset(offset);
    },
    async remove(bucket, names) {
      if (names.length === 0) return;
      names.forEach((name) => assertSafeName(bucket, name));
      await db.delete(storageObjects).where(and(eq(storageObjects.bucket, bucket), inArray(storageObjects.name, names)));
      await Promise.all(names.map((name) => rm(pathOf(bucket, name), { force: true })));
    },
  };
}
