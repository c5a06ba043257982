import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * The claim both outboxes (events and mails) work from: up to `batch` due rows of `table`, taken
 * FOR UPDATE SKIP LOCKED so several processes share the work without doing a row twice. Each
 * claimed row counts one more attempt and is held for `lease` (its next attempt time), so a
 * process that dies mid-work frees it after that. `ids` limits the claim to those rows.
 */
export function claimDueRows<T>(
  db: Executor,
  claim: {
    table: string;
    pending: SQL;
    orderBy: SQL;
    lease: SQL;
    batch: number;
    returning: SQL;
    ids?: string[];
  },
): Promise<T[]> {
  const table = sql.identifier(claim.table);
  const only = claim.ids
    ? sql`and id in (${sql.join(
        claim.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  return queryRows<T>(
    db,
    sql`update ${table} set attempts = attempts + 1, next_attempt_at = now() + ${claim.lease}
        where id in (
          select id from ${table}
          where ${claim.pending} and next_attempt_at <= now() ${only}
          order by ${claim.orderBy} limit ${claim.batch}
          for update skip locked)
        returning ${claim.returning}`,
  );
}
