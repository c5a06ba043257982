import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { DomainError } from '../lib/domain-error';

export type UploadQuota = { anonymousQuotaBytes: number; quotaWindowMs: number };

/** The address is kept only as a digest: enough to count, not a visitor log. */
export function clientKeyOf(address: string): string {
  return createHash('sha256').update(`upload:${address}`).digest('base64url');
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Refuses an anonymous upload that would take this address over its stored bytes in the window.
 * Inside a transaction, `lock` first serialises the address's uploads (an advisory lock for the
 * transaction), so two parallel uploads cannot both pass on the same remaining room.
 */
export async function checkUploadQuota(
  db: Executor,
  clientKey: string,
  addBytes: number,
  quota: UploadQuota,
  options: { lock?: boolean } = {},
): Promise<void> {
  if (options.lock) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${clientKey}))`);
  const [row] = await queryRows<{ used: number | string }>(
    db,
    sql`select coalesce(sum(size_bytes), 0)::float8 as used from print_models
        where client_key = ${clientKey}
          and created_at > now() - make_interval(secs => ${quota.quotaWindowMs / 1000})`,
  );
  const used = Number(row?.used ?? 0);
  if (used + addBytes > quota.anonymousQuotaBytes)
    throw new DomainError(
      'too_large',
      'upload_quota_exceeded',
      `Uploads without an account are limited to ${mb(quota.anonymousQuotaBytes)} MB per ${Math.round(quota.quotaWindowMs / 3_600_000)} hours from one address, and this file would go over it. Sign in to upload more, or try again later.`,
    );
}
