import { z } from 'zod';

/**
 * One shape for every list the API pages (decision 102): the query a list accepts
 * and the page it answers. Bounds are part of the contract so hostile input stays cheap:
 * page size at most MAX_PAGE_SIZE, search text at most MAX_SEARCH_LENGTH characters and
 * matched as a prefix (the server escapes LIKE wildcards), sort keys from a whitelist.
 */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 100;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** The admin lists' default order: the newest row first. */
export const NEWEST_FIRST = { sort: 'createdAt', dir: 'desc' } as const;

/**
 * Search text: trimmed, bounded; empty means no search. A NUL byte is refused here, as the field's
 * own error: PostgreSQL cannot store it in text and would refuse it only once a query runs (after
 * the CSV export had already sent its header row).
 */
export const searchTextSchema = z
  .string()
  .max(MAX_SEARCH_LENGTH * 4)
  .refine((s) => !s.includes('\0'), 'Search text cannot contain a NUL character')
  .transform((s) => s.trim())
  .pipe(z.string().max(MAX_SEARCH_LENGTH))
  .optional()
  .transform((s) => (s ? s : undefined));

export const pageNumberSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

export const pageSizeSchema = (max = MAX_PAGE_SIZE, fallback = DEFAULT_PAGE_SIZE) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** The query of one list: page, pageSize, sort (whitelisted), dir and q. Filters are added with `.extend`. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaults: { sort: S[number]; dir: SortDirection },
) {
  return z.object({
    page: pageNumberSchema,
    pageSize: pageSizeSchema(),
    sort: z.enum(sorts).default(defaults.sort as never),
    dir: z.enum(SORT_DIRECTIONS).default(defaults.dir),
    q: searchTextSchema,
  });
}

/** One page of a list: the rows, how many match in all, and where this page is. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** A LIKE pattern matching `text` as a prefix, case-insensitively (the column side is lower()). */
export function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
