import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * The catalogue's version (decision 177): one number that goes up in the same transaction as every
 * change to what a public page prints but stock (triggers, migration 0033), in any process.
 */
export type CatalogVersionReader = {
  /**
   * The version as committed when this call was made: the answer comes from a read that started
   * after the call, so no change committed before it is missed. However many ask at once, one
   * read is under way and at most one more waits for it: a thousand requests a second cost a few
   * hundred one-row reads at most, never a read each.
   */
  current(): Promise<number>;
};

export function createCatalogVersionReader(db: Executor): CatalogVersionReader {
  let inFlight: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const start = (): Promise<number> => {
    const read = queryRows<{ version: string | number }>(
      db,
      sql`select version from catalog_version`,
    ).then((rows) => Number(rows[0]?.version ?? 0));
    inFlight = read;
    const done = () => {
      if (inFlight === read) inFlight = null;
    };
    read.then(done, done);
    return read;
  };
  return {
    current() {
      if (!inFlight) return start();
      // The read under way may have started before this call: wait for the one after it.
      next ??= inFlight
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          return start();
        });
      return next;
    },
  };
}
