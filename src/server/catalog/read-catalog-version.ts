import type { DatabaseHandle } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';

/**
 * The catalogue's version (decision 177): one number that goes up in the same transaction as every
 * change to what a public page prints but stock (triggers, migration 0033), in any process.
 */
export type CatalogVersionReader = {
  /** The version as committed when this call was made: no change committed before it is missed. */
  current(): Promise<number>;
};

const readVersion = fixedStatement('catalog-version', 'select version from catalog_version');
/** The channel the triggers notify the new version on. */
export const CATALOG_VERSION_CHANNEL = 'catalog_version';

/**
 * On PostgreSQL another process may have made the change: the answer comes from a read of the
 * row that started after the call. However many ask at once, one read is under way and at most
 * one more waits for it, so a thousand requests a second cost a few hundred one-row reads, never
 * one each. On the embedded database this process makes every change, and the triggers' notice
 * reaches it as the change commits, before the writer's code goes on (PGlite hands notices to
 * listeners before the committing query answers): the row is read once, at the first call.
 */
export function createCatalogVersionReader(handle: DatabaseHandle): CatalogVersionReader {
  const read = () =>
    runFixed<{ version: string | number }>(handle.db, readVersion, []).then((rows) =>
      Number(rows[0]?.version ?? 0),
    );
  if (handle.engine === 'pglite') {
    let known: number | undefined;
    let first: Promise<number> | undefined;
    const start = async () => {
      // Listening first: a change between the two is then not missed.
      await handle.client.listen(CATALOG_VERSION_CHANNEL, (payload) => {
        known = Math.max(known ?? 0, Number(payload));
      });
      const version = await read();
      known = Math.max(known ?? 0, version);
      return known;
    };
    return {
      current() {
        if (known !== undefined) return Promise.resolve(known);
        first ??= start().catch((error: unknown) => {
          first = undefined;
          throw error;
        });
        return first;
      },
    };
  }
  let inFlight: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const start = (): Promise<number> => {
    const reading = read();
    inFlight = reading;
    const done = () => {
      if (inFlight === reading) inFlight = null;
    };
    reading.then(done, done);
    return reading;
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
