import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storageObjects } from '../../db/schema/operations';
import { badRequest, conflict } from '../lib/domain-error';
import {
  STORAGE_DEFAULTS,
  type ListOptions,
  type PutOptions,
  type StoredObject,
} from './file-storage';

/** The metadata rows both backends share: one row per file in storage_objects. */

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/;

/** Bucket and object names can never climb out of the storage folder. */
export function assertSafeName(bucket: string, name: string): void {
  if (!SAFE_SEGMENT.test(bucket)) throw badRequest('Invalid bucket name', 'invalid_name');
  const segments = name.split('/');
  if (
    segments.length > 5 ||
    !segments.every((s) => SAFE_SEGMENT.test(s) && s !== '..' && !s.endsWith('.'))
  )
    throw badRequest('Invalid file name', 'invalid_name');
}

/** A stored content type is a plain `type/subtype`, lower case; anything else is octet-stream. */
export function normalizeContentType(value: string | undefined): string {
  const type = (value ?? '').split(';')[0]!.trim().toLowerCase();
  return MIME.test(type) ? type : 'application/octet-stream';
}

export const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export async function headObject(
  db: Executor,
  bucket: string,
  name: string,
): Promise<StoredObject | null> {
  const [row] = await db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.name, name)));
  return row ?? null;
}

/**
 * Claims (or, with upsert, replaces) the row of a file before its bytes are written, so two
 * uploads to one new name can't both win: the loser gets 409.
 */
export async function claimObject(
  db: Executor,
  bucket: string,
  name: string,
  body: Buffer,
  options: PutOptions,
): Promise<StoredObject> {
  assertSafeName(bucket, name);
  const upsert = options.upsert ?? STORAGE_DEFAULTS.upsert;
  const values = {
    bucket,
    name,
    size: body.length,
    contentType: normalizeContentType(options.contentType),
    etag: etagOf(body),
    cacheControl: options.cacheControl ?? STORAGE_DEFAULTS.cacheControl,
    metadata: options.metadata ?? {},
    updatedAt: new Date(),
  };
  const insert = db.insert(storageObjects).values(values);
  const rows = upsert
    ? await insert
        .onConflictDoUpdate({ target: [storageObjects.bucket, storageObjects.name], set: values })
        .returning()
    : await insert.onConflictDoNothing().returning();
  if (!rows[0]) throw conflict('A file with this name already exists', 'duplicate');
  return rows[0];
}

const sortColumns = {
  name: sql`${storageObjects.name} collate "C"`,
  created_at: storageObjects.createdAt,
  updated_at: storageObjects.updatedAt,
};

/** SPEC §9: limit 100, offset 0, name ascending unless asked otherwise. */
export async function listObjects(
  db: Executor,
  bucket: string,
  options: ListOptions = {},
): Promise<StoredObject[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? STORAGE_DEFAULTS.limit), 1), 1000);
  const offset = Math.max(Math.trunc(options.offset ?? STORAGE_DEFAULTS.offset), 0);
  const prefix = options.prefix
    ? like(storageObjects.name, `${options.prefix.replace(/[\\%_]/g, '\\$&')}%`)
    : undefined;
  const sort = options.sortBy ?? { column: 'name', order: 'asc' };
  const column = sortColumns[sort.column];
  const order = sort.order === 'desc' ? desc(column) : asc(column);
  // Name breaks ties so pages never overlap or skip.
  return db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucket, bucket), prefix))
    .orderBy(order, asc(sortColumns.name))
    .limit(limit)
    .offset(offset);
}

export async function deleteObjects(db: Executor, bucket: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  names.forEach((name) => assertSafeName(bucket, name));
  await db
    .delete(storageObjects)
    .where(and(eq(storageObjects.bucket, bucket), inArray(storageObjects.name, names)));
}
