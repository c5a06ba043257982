import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { startPeriodicJob } from '../lib/periodic-job';
import type { FileStorage } from '../storage/file-storage';

/** One statement deletes at most this many rows; the next tick takes the rest. */
const BATCH = 500;

/**
 * Deletes models older than `maxAgeMs` that no quote, variant or print job references, then
 * their files. One DELETE
 * decides which rows go, so several server processes running it at once each get a disjoint set
 * (a row is returned to the one statement that deleted it). A quote created at the same moment
 * makes that DELETE fail on the foreign key (`restrict`): the model stays, the next tick retries.
 */
export async function deleteUnquotedModels(
  db: Executor,
  storage: FileStorage,
  maxAgeMs: number,
): Promise<number> {
  const rows = await queryRows<{ bucket: string; object_name: string }>(
    db,
    sql`delete from print_models where id in (
          select m.id from print_models m
          where m.created_at < now() - make_interval(secs => ${maxAgeMs / 1000})
            and not exists (select 1 from print_quotes q where q.model_id = m.id)
            -- A printed-to-order variant's model, or a print job's, is the shop's (decision 169).
            and not exists (select 1 from product_variants v where v.print_model_id = m.id)
            and not exists (select 1 from print_jobs j where j.model_id = m.id)
          limit ${BATCH})
        returning bucket, object_name`,
  );
  const byBucket = new Map<string, string[]>();
  for (const row of rows) {
    const names = byBucket.get(row.bucket);
    if (names) names.push(row.object_name);
    else byBucket.set(row.bucket, [row.object_name]);
  }
  for (const [bucket, names] of byBucket) await storage.remove(bucket, names);
  return rows.length;
}

/** The server's timer for it: first run soon after start, then every `everyMs`. */
export function startUnquotedModelSweeper(options: {
  db: Executor;
  storage: FileStorage;
  maxAgeMs: number;
  everyMs: number;
  log: FastifyBaseLogger;
}): { close(): Promise<void> } {
  return startPeriodicJob({
    name: 'never-quoted model sweep',
    everyMs: options.everyMs,
    run: () => deleteUnquotedModels(options.db, options.storage, options.maxAgeMs),
    log: options.log,
  });
}
