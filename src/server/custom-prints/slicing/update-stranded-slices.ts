import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { repriceOpenQuotes } from '../reprice-open-quotes';
import { recordEvent } from '../../domain-events/domain-event';
import { quoteRef } from './store-slice-result';

/**
 * Slice jobs nobody can take (decision 126): due for longer than `olderThanMs` (a lease: longer
 * than a slice may take) without a claim, while any process with a slicer claims within seconds. Their
 * quotes become `off`, priced at the estimate again (any figures of an earlier slice dropped),
 * and orderable as on a server without a slicer; their pages hear it live. Run by processes
 * without a slicer, at start and on every poll. Answers the event id to dispatch, if any.
 */
export function updateStrandedSlices(db: Database, olderThanMs: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string; user_id: string | null }>(
      tx,
      sql`with stranded as (
            update slice_jobs
               set status = 'done', last_error = 'No process could slice it (the slicer is off).',
                   updated_at = now()
             where status = 'pending'
               and next_attempt_at < now() - ${olderThanMs} * interval '1 millisecond'
            returning quote_id)
          update print_quotes q set slice_status = 'off', sliced = null, updated_at = now()
            from stranded where q.id = stranded.quote_id and q.slice_status = 'queued'
          returning q.id, q.user_id`,
    );
    if (rows.length === 0) return null;
    for (const row of rows) await repriceOpenQuotes(tx, { quoteId: row.id });
    return recordEvent(tx, {
      type: 'live',
      events: rows.map((row) => ({
        type: 'quote.updated' as const,
        quoteRef: quoteRef(row.id),
        userId: row.user_id,
        sliceStatus: 'off',
      })),
    });
  });
}
