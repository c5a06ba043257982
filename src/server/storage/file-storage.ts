import type { Readable } from 'node:stream';
import { PRIVATE_BUCKETS, STORAGE_DEFAULTS } from '#core/storage/storage-rules';

// SPEC §9 defaults live in core (shared with the web's schemas); re-exported for the backends.
export { STORAGE_DEFAULTS };

export type StoredObject = {
  bucket: string;
  name: string;
  size: number;
  contentType: string;
  etag: string;
  cacheControl: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
};

export type PutOptions = {
  contentType: string;
  /** Replace an existing object; without it an existing name is a conflict (409). */
  upsert?: boolean;
  cacheControl?: string;
  metadata?: Record<string, unknown>;
};

export type ListSortColumn = 'name' | 'created_at' | 'updated_at';
export type ListOptions = {
  prefix?: string;
  limit?: number;
  offset?: number;
  /** Default: name ascending (SPEC §9). */
  sortBy?: { column: ListSortColumn; order: 'asc' | 'desc' };
};

/** One storage layer for product images and 3D models; backends differ only in where bytes live. */
export interface FileStorage {
  put(bucket: string, name: string, body: Buffer, options: PutOptions): Promise<StoredObject>;
  get(bucket: string, name: string): Promise<{ object: StoredObject; body: Buffer } | null>;
  head(bucket: string, name: string): Promise<StoredObject | null>;
  /** Sorted by name ascending; limit 100 and offset 0 by default. */
  list(bucket: string, options?: ListOptions): Promise<StoredObject[]>;
  remove(bucket: string, names: string[]): Promise<void>;
  /** Like get, but the bytes come as a stream (large 3D models); backends may omit it. */
  stream?(bucket: string, name: string): Promise<{ object: StoredObject; body: Readable } | null>;
}

/** The public URL path of a stored object. */
export const storagePath = (bucket: string, name: string) =>
  `/api/storage/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`;

/** Private files (3D models customers send) are served only to admins and to their owner. */
export const isPrivateObject = (object: Pick<StoredObject, 'bucket' | 'metadata'>) =>
  PRIVATE_BUCKETS.has(object.bucket) || object.metadata.visibility === 'private';
