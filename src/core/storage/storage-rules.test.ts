import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  etagMatches,
  servedAs,
  storageListQuerySchema,
  storageUploadQuerySchema,
} from './storage-rules';

describe('servedAs', () => {
  it.each([
    ['image/png', 'image/png', 'inline'],
    ['image/jpeg', 'image/jpeg', 'inline'],
    ['IMAGE/WEBP; charset=x', 'image/webp', 'inline'],
    ['image/avif', 'image/avif', 'inline'],
    ['image/gif', 'image/gif', 'inline'],
    ['image/svg+xml', 'application/octet-stream', 'attachment'],
    ['text/html', 'application/octet-stream', 'attachment'],
    ['application/javascript', 'application/octet-stream', 'attachment'],
    ['application/xhtml+xml', 'application/octet-stream', 'attachment'],
    ['model/stl', 'application/octet-stream', 'attachment'],
    ['application/pdf', 'application/octet-stream', 'attachment'],
  ])('%s -> %s %s', (input, type, disposition) => {
    expect(servedAs(input)).toEqual({ contentType: type, disposition });
  });
});

describe('etagMatches', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
  ])('%s -> %s', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});

describe('storage query schemas', () => {
  it('defaults to SPEC §9: limit 100, offset 0, name ascending', () => {
    expect(storageListQuerySchema.parse({})).toEqual({
      limit: 100,
      offset: 0,
      sortBy: 'name',
      order: 'asc',
    });
  });

  it.each([
    { limit: '0' },
    { limit: '1001' },
    { offset: '-1' },
    { sortBy: 'size' },
    { order: 'up' },
  ])('refuses %j', (q) => {
    expect(storageListQuerySchema.safeParse(q).success).toBe(false);
  });

  it('upsert is off unless asked for; cache control defaults to max-age=3600', () => {
    expect(storageUploadQuerySchema.parse({}).upsert).toBeUndefined();
    expect(storageUploadQuerySchema.parse({ upsert: 'true' }).upsert).toBe(true);
    expect(storageUploadQuerySchema.parse({ upsert: '0' }).upsert).toBe(false);
    expect(cacheControlFor(undefined)).toBe('max-age=3600');
    expect(cacheControlFor(60)).toBe('max-age=60');
  });
});
