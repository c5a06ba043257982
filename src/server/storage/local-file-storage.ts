import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { readChunks } from './adopt-stored-files';
import type { FileStorage } from './file-storage';
import {
  assertSafeName,
  claimObject,
  deleteObjects,
  headObject,
  listObjects,
} from './storage-object-statements';

export { assertSafeName } from './storage-object-statements';

/**
 * Bytes in DATA_DIR/uploads/<bucket>/<name>; metadata in the storage_objects table. The
 * default for the embedded database (one process, one machine).
 */
export function createLocalFileStorage(db: Database, rootDir: string): FileStorage {
  const pathOf = (bucket: string, name: string) => join(rootDir, bucket, ...name.split('/'));
  return {
    head: (bucket, name) => headObject(db, bucket, name),
    list: (bucket, options) => listObjects(db, bucket, options),
    async put(bucket, name, body, options) {
      const object = await claimObject(db, bucket, name, body, options);
      const path = pathOf(bucket, name);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a reader sees the old file or the new one, never half of one.
      const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path);
      return object;
    },
    async get(bucket, name) {
      assertSafeName(bucket, name);
      const object = await headObject(db, bucket, name);
      if (!object) return null;
      // A shop moved here from PostgreSQL may still hold some bytes as chunk rows.
      const body = await readFile(pathOf(bucket, name)).catch(() => readChunks(db, bucket, name));
      return body ? { object, body } : null;
    },
    async stream(bucket, name) {
      assertSafeName(bucket, name);
      const object = await headObject(db, bucket, name);
      if (!object) return null;
      const path = pathOf(bucket, name);
      const exists = await stat(path).then(
        (s) => s.isFile(),
        () => false,
      );
      if (exists) return { object, body: createReadStream(path) };
      const body = await readChunks(db, bucket, name);
      return body ? { object, body: Readable.from([body]) } : null;
    },
    async remove(bucket, names) {
      await deleteObjects(db, bucket, names);
      await Promise.all(names.map((name) => rm(pathOf(bucket, name), { force: true })));
    },
  };
}
