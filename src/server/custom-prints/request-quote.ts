import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { printQuotes } from '../../db/schema/custom-prints';
import { conflict, notFound } from '../lib/domain-error';
import { recordEvent } from '../domain-events/domain-event';
import { findQuote, type QuoteWithModel } from './list-quotes';

/**
 * The customer asks the owner to review a priced quote, with a note; it then shows under /orders,
 * and the owner is mailed through the recorded event (dispatch `eventIds` after the commit).
 */
export async function requestQuote(
  db: Database,
  input: { quoteId: string; userId: string; note: string },
): Promise<QuoteWithModel & { eventIds: string[] }> {
  return db.transaction(async (tx) => {
    const { quote, model } = await findQuote(tx, input.quoteId, { forUpdate: true });
    if (quote.userId && quote.userId !== input.userId)
      throw notFound('This quote does not exist.', 'quote_not_found');
    if (quote.status !== 'priced')
      throw conflict('This quote has already been sent to the shop.', 'quote_not_requestable');
    const [updated] = await tx
      .update(printQuotes)
      .set({
        status: 'requested',
        userId: input.userId,
        customerNote: input.note || null,
        requestedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(printQuotes.id, quote.id))
      .returning();
    // The owner hears of it after the commit (the outbox's `quote.requested`).
    const eventId = await recordEvent(tx, { type: 'quote.requested', quoteId: quote.id });
    return { quote: updated!, model, eventIds: [eventId] };
  });
}
