/** SPEC §9 storage defaults. */
export const STORAGE_DEFAULTS = { limit: 100, offset: 0, cacheControl: 'max-age=3600', upsert: false } as const;

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

export type ListOptions = { prefix?: string; limit?: number; offset?: number };

/** One storage layer for product images and 3D models; backends differ only in where bytes live. */
export interface FileStorage {
  put(bucket: string, name: string, body: Buffer, options: PutOptions): Promise<StoredObject>;
  get(bucket: string, name: string): Promise<{ object: StoredObject; body: Buffer } | null>;
  head(bucket: string, name: string): Promise<StoredObject | null>;
  /** Sorted by name ascending; limit 100 and offset 0 by default. */
  list(bucket: string, options?: ListOptions): Promise<StoredObject[]>;
  remove(bucket: string, names: string[]): Promise<void>;
}

/** The public URL path of a stored object. */
export const storagePath = (bucket: string, name: string) =>
  `/api/storage/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`;
