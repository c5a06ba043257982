import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SlicedFigures } from '#core/custom-prints/sliced-figures';
import type { Database, Executor } from '../../../db/client';
import { printQuotes, sliceJobs } from '../../../db/schema/custom-prints';
import { recordEvent } from '../../domain-events/domain-event';
import { repriceOpenQuotes } from '../reprice-open-quotes';

export type SliceResult =
  | { kind: 'sliced'; figures: SlicedFigures; hash: string }
  | { kind: 'review'; reason: string; hash: string | null }
  /** Nothing to do: the quote is gone, ordered, decided or no longer queued. */
  | { kind: 'skip' };

/** What the live channel may say about a quote: a digest of its id, never the id itself. */
export function quoteRef(quoteId: string): string {
  return createHash('sha256').update(quoteId).digest('hex').slice(0, 16);
}

/**
 * Writes a slice's outcome in one transaction: the figures and the price from them (the one
 * repricing path, with the slicer's grams and hours), or the owner's review with the reason; the
 * job's end; and the live event that tells the quote's page. `currentHash` is asked again under
 * the quote's lock: when the profiles changed while this slice ran, its figures are dropped and
 * the job (queued again by the change) runs once more. Answers the event id to dispatch.
 */
export function storeSliceResult(
  db: Database,
  job: { id: string; quoteId: string },
  result: SliceResult,
  currentHash: (tx: Executor) => Promise<string | null>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select()
      .from(printQuotes)
      .where(eq(printQuotes.id, job.quoteId))
      .for('update');
    const open = quote && quote.status === 'priced' && quote.sliceStatus === 'queued';
    const stale =
      open &&
      result.kind !== 'skip' &&
      result.hash !== null &&
      (await currentHash(tx)) !== result.hash;
    if (stale) return null;
    const now = new Date();
    if (!open || result.kind === 'skip') {
      await tx
        .update(sliceJobs)
        .set({ status: 'done', updatedAt: now })
        .where(eq(sliceJobs.id, job.id));
      return null;
    }
    if (result.kind === 'sliced') {
      await tx
        .update(printQuotes)
        .set({
          sliceStatus: 'sliced',
          sliced: result.figures,
          sliceError: null,
          slicedWithHash: result.hash,
          updatedAt: now,
        })
        .where(eq(printQuotes.id, quote.id));
      await repriceOpenQuotes(tx, { quoteId: quote.id });
    } else {
      // The owner decides: the quote leaves the orderable instant prices for the review list.
      await tx
        .update(printQuotes)
        .set({
          status: 'requested',
          requestedAt: now,
          sliceStatus: 'review',
          sliceError: result.reason,
          slicedWithHash: result.hash,
          updatedAt: now,
        })
        .where(eq(printQuotes.id, quote.id));
    }
    await tx
      .update(sliceJobs)
      .set({
        status: result.kind === 'sliced' ? 'done' : 'failed',
        lastError: result.kind === 'review' ? result.reason : null,
        updatedAt: now,
      })
      .where(eq(sliceJobs.id, job.id));
    return recordEvent(tx, {
      type: 'live',
      events: [
        {
          type: 'quote.updated',
          quoteRef: quoteRef(quote.id),
          userId: quote.userId,
          sliceStatus: result.kind === 'sliced' ? 'sliced' : 'review',
        },
      ],
    });
  });
}
