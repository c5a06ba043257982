import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { printQuotes } from '../../db/schema/custom-prints';
import { formatMoney, fromCents, toCents } from '#core/money';
import type { QuoteDecision } from '#core/custom-prints/print-schemas';
import { conflict } from '../lib/domain-error';
import type { Mailer } from '../mail/mailer';
import { recordEvent } from '../domain-events/domain-event';
import { findQuote, type QuoteWithModel } from './list-quotes';

const DECIDABLE = new Set(['requested', 'approved', 'adjusted', 'rejected']);

/**
 * The owner approves, adjusts (new price + note) or rejects a request; the customer gets an
 * e-mail, through the `quote.decided` event recorded with the decision (dispatch `eventIds`).
 */
export async function decideQuote(
  db: Database,
  input: { quoteId: string; decision: QuoteDecision },
): Promise<QuoteWithModel & { eventIds: string[] }> {
  const { decision } = input;
  const result = await db.transaction(async (tx) => {
    const { quote, model } = await findQuote(tx, input.quoteId, { forUpdate: true });
    if (!DECIDABLE.has(quote.status))
      throw conflict(
        quote.status === 'ordered'
          ? 'This quote has already been ordered.'
          : 'This quote was not requested for review.',
        'quote_not_decidable',
      );
    const status =
      decision.decision === 'approve'
        ? 'approved'
        : decision.decision === 'adjust'
          ? 'adjusted'
          : 'rejected';
    const price =
      decision.decision === 'adjust' ? fromCents(decision.priceCents) : quote.formulaPrice;
    const [updated] = await tx
      .update(printQuotes)
      .set({
        status,
        price,
        adminNote: decision.note || null,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(printQuotes.id, quote.id))
      .returning();
    const eventId = await recordEvent(tx, { type: 'quote.decided', quoteId: quote.id });
    return { quote: updated!, model, eventIds: [eventId] };
  });
  return result;
}

/** The customer's e-mail about a decided quote (the outbox dispatcher's `quote.decided`). */
export async function notifyQuoteCustomer(
  db: Executor,
  mailer: Mailer,
  quoteId: string,
  publicUrl: string,
): Promise<void> {
  const { quote, model } = await findQuote(db, quoteId);
  if (!quote.userId) return;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, quote.userId));
  if (!user) return;
  const price = formatMoney(toCents(quote.price));
  const what = `${model.originalName} in ${quote.materialName} (${quote.colour}), ${quote.quantity} ×`;
  const lines =
    quote.status === 'rejected'
      ? [`We are sorry: we cannot print ${what}.`]
      : quote.status === 'adjusted'
        ? [
            `We have reviewed ${what} and adjusted the price to ${price}.`,
            `You can order it at this price from your orders page.`,
          ]
        : [
            `Good news: we can print ${what} for ${price}.`,
            `You can order it at this price from your orders page.`,
          ];
  if (quote.adminNote) lines.push('', `Note from the shop: ${quote.adminNote}`);
  lines.push('', `${publicUrl}/orders`);
  const subject =
    quote.status === 'rejected' ? 'Your custom print request' : `Your custom print quote: ${price}`;
  await mailer.send({
    to: user.email,
    subject,
    text: lines.join('\n'),
    kind: `custom_print_quote_${quote.status}`,
  });
}
