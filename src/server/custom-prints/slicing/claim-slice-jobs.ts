import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { claimDueRows } from '../../lib/claim-due-rows';

export type ClaimedSliceJob = { id: string; quote_id: string; attempts: number };

/**
 * Takes up to `batch` due slice jobs with the outbox's claim (FOR UPDATE SKIP LOCKED, one more
 * attempt, held for `leaseMs`): any process with the database may take them, none takes one
 * twice, and a job whose process died comes back when its lease runs out.
 */
export function claimSliceJobs(
  db: Executor,
  batch: number,
  leaseMs: number,
): Promise<ClaimedSliceJob[]> {
  return claimDueRows<ClaimedSliceJob>(db, {
    table: 'slice_jobs',
    pending: sql`status = 'pending'`,
    orderBy: sql`created_at`,
    lease: sql`${leaseMs} * interval '1 millisecond'`,
    batch,
    returning: sql`id, quote_id, attempts`,
  });
}
