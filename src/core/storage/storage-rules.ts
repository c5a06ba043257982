import { z } from 'zod';

/** SPEC §9 storage defaults. */
export const STORAGE_DEFAULTS = {
  limit: 100,
  offset: 0,
  cacheControl: 'max-age=3600',
  upsert: false,
} as const;

/** Largest file the upload endpoint takes (3D models are the big ones). */
export const STORAGE_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Buckets the shop uses. A private bucket's files go only to admins and their owner. */
export const STORAGE_BUCKETS = {
  productImages: 'products',
  printModels: 'models',
} as const;
/** The buckets the shop writes to; any other name is refused with 400. */
export const bucketNameSchema = z.enum(
  [STORAGE_BUCKETS.productImages, STORAGE_BUCKETS.printModels],
  'Unknown bucket',
);

export const PRIVATE_BUCKETS: ReadonlySet<string> = new Set([STORAGE_BUCKETS.printModels]);

/** Raster images a browser can only ever display; everything else is served as a download. */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

/**
 * How an uploaded file is served. Uploads must never run in the shop's origin: an SVG or HTML
 * file could carry script, so only raster images are shown inline and the rest downloads.
 */
export function servedAs(contentType: string): {
  contentType: string;
  disposition: 'inline' | 'attachment';
} {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return INLINE_IMAGE_TYPES.has(type)
    ? { contentType: type, disposition: 'inline' }
    : { contentType: 'application/octet-stream', disposition: 'attachment' };
}

/** True when an If-None-Match header names this entity tag (weak comparison, RFC 9110). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** What the upload endpoint takes: pictures and 3D models; never HTML, script or JSON. */
export const UPLOAD_CONTENT_TYPES: ReadonlySet<string> = new Set([
  ...INLINE_IMAGE_TYPES,
  'image/svg+xml',
  'application/octet-stream',
  'model/stl',
  'model/obj',
  'model/3mf',
  'application/sla',
  'application/vnd.ms-pki.stl',
  'application/vnd.ms-package.3dmanufacturing-3dmodel+xml',
]);

const limit = z.coerce.number().int().min(1).max(1000).default(STORAGE_DEFAULTS.limit);
const offset = z.coerce.number().int().min(0).default(STORAGE_DEFAULTS.offset);

/** Query of the admin file list: limit 100, offset 0, sorted by name ascending by default. */
export const storageListQuerySchema = z.object({
  prefix: z.string().max(500).optional(),
  limit,
  offset,
  sortBy: z.enum(['name', 'created_at', 'updated_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type StorageListQuery = z.infer<typeof storageListQuerySchema>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Query of an upload: upsert off by default; cache max-age in seconds (3600 by default). */
export const storageUploadQuerySchema = z.object({
  upsert: flag.optional(),
  cacheControl: z.coerce.number().int().min(0).max(31_536_000).optional(),
});

export const cacheControlFor = (seconds: number | undefined) =>
  seconds === undefined ? STORAGE_DEFAULTS.cacheControl : `max-age=${seconds}`;
