import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';

/**
 * Queues quotes for slicing in the caller's transaction: a quote gets one job row, put back to
 * pending (attempts from zero) when it is queued again. Answers the queued quote ids.
 */
export async function requestSlices(
  tx: Executor,
  which: { quoteIds: string[] } | { openQuotes: true; materialId?: string },
): Promise<string[]> {
  const where =
    'quoteIds' in which
      ? which.quoteIds.length === 0
        ? sql`false`
        : sql`id in (${sql.join(
            which.quoteIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
      : // Open instant quotes the slicer already priced or is pricing: a changed profile or
        // material re-slices them; the owner's review list is left alone.
        sql`status = 'priced' and (expires_at is null or expires_at > now())
            and slice_status in ('queued', 'sliced')
            ${which.materialId ? sql`and material_id = ${which.materialId}::uuid` : sql``}`;
  const rows = await queryRows<{ quote_id: string }>(
    tx,
    sql`with queued as (
          update print_quotes set slice_status = 'queued', updated_at = now()
           where ${where} returning id)
        insert into slice_jobs (quote_id) select id from queued
        on conflict (quote_id) do update
           set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null,
               updated_at = now()
        returning quote_id`,
  );
  return rows.map((row) => row.quote_id);
}
