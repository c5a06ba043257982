import { describe, expect, it } from 'vitest';
import { adminOrdersQuerySchema } from '../orders/order-lists';
import { customerOrdersQuerySchema } from '../orders/customer-orders-query';
import { MAX_SEARCH_LENGTH, pageCount, pageOffset, pageSchema, prefixPattern } from './list-query';
import { z } from 'zod';

describe('list queries', () => {
  it('fills defaults and coerces the query string', () => {
    expect(adminOrdersQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'createdAt',
      dir: 'desc',
    });
    expect(
      adminOrdersQuerySchema.parse({
        page: '3',
        pageSize: '100',
        sort: 'total',
        dir: 'asc',
        q: '  ada ',
        status: 'shipped',
      }),
    ).toEqual({
      page: 3,
      pageSize: 100,
      sort: 'total',
      dir: 'asc',
      q: 'ada',
      status: 'shipped',
    });
    expect(customerOrdersQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
  });

  it('refuses what is out of bounds or not on the whitelist', () => {
    for (const bad of [
      { page: '0' },
      { page: '10001' },
      { page: '1.5' },
      { pageSize: '101' },
      { sort: 'customer_email' },
      { dir: 'up' },
      { q: 'x'.repeat(MAX_SEARCH_LENGTH + 1) },
    ]) {
      expect(adminOrdersQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(customerOrdersQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
  });

  it('treats blank search text as no search', () => {
    expect(adminOrdersQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
  });

  it('makes a lower-case prefix pattern with LIKE wildcards escaped', () => {
    expect(prefixPattern('Ada')).toBe('ada%');
    expect(prefixPattern('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });

  it('counts pages and offsets', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageOffset(3, 25)).toBe(50);
  });

  it('describes a page of any row', () => {
    const schema = pageSchema(z.object({ id: z.string() }));
    expect(schema.parse({ items: [{ id: 'a' }], total: 1, page: 1, pageSize: 25 })).toEqual({
      items: [{ id: 'a' }],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    expect(schema.safeParse({ items: [], total: -1, page: 1, pageSize: 25 }).success).toBe(false);
  });
});
