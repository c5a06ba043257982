import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedPageData } from './page-data';

const page = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === 'page-data' ? { textContent: text } : null),
  }) as unknown as Document;

describe('seedPageData', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the answers in the cache, dated when the server read them, and stale so the page asks again', () => {
    const client = new QueryClient();
    const at = Date.now() - 5_000;
    seedPageData(
      client,
      page(JSON.stringify({ queries: [[['store', 'products'], [{ id: 'p1' }], at]] })),
    );
    expect(client.getQueryData(['store', 'products'])).toEqual([{ id: 'p1' }]);
    const state = client.getQueryState(['store', 'products'])!;
    expect(state.dataUpdatedAt).toBe(at);
    expect(state.isInvalidated).toBe(true);
  });

  it('never dates answers after the browser clock', () => {
    const client = new QueryClient();
    seedPageData(client, page(JSON.stringify({ queries: [[['k'], 1, Date.now() + 3_600_000]] })));
    expect(client.getQueryState(['k'])!.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('leaves the cache empty without data, and logs unreadable data instead of throwing', () => {
    const client = new QueryClient();
    seedPageData(client, page(null));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    seedPageData(client, page('{not json'));
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
  });
});
