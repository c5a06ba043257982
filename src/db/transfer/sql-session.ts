import type { DatabaseHandle } from '../client';

/** One connection, plain SQL with parameters: what a consistent export or an atomic import needs. */
export type SqlSession = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  release(): void;
};

/** A dedicated connection of either engine (PGlite has only one; pg takes one from the pool). */
export async function openSqlSession(handle: DatabaseHandle): Promise<SqlSession> {
  if (handle.engine === 'pglite') {
    const client = handle.client;
    return {
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows,
      release: () => undefined,
    };
  }
  const client = await handle.client.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params as unknown[])).rows as T[],
    release: () => client.release(),
  };
}
