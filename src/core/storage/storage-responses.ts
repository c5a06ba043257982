import { z } from 'zod';
import { isoDateTime } from '../api/wire-schemas';

/** A stored file's description (never its bytes). */
export const storedObjectSchema = z.object({
  bucket: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  etag: z.string(),
  cacheControl: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  path: z.string(),
});

export const storedObjectListSchema = z.object({
  items: z.array(storedObjectSchema),
  limit: z.number().int(),
  offset: z.number().int(),
});
