import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { printModels, printQuotes } from '../../db/schema/custom-prints';
import {
  ORDERABLE_QUOTE_STATUSES,
  type QuoteStatus,
  type SliceStatus,
} from '#core/custom-prints/print-constants';
import type { StartupLine } from '#core/custom-prints/print-startup';
import {
  NOT_ORDERABLE_MESSAGES,
  whyQuoteNotOrderable,
} from '#core/custom-prints/quote-orderability';
import { readStoredBreakdown } from '#core/custom-prints/stored-breakdown';
import type { QuoteOrderLine } from '#core/custom-prints/print-schemas';
import { toCents, type Cents } from '#core/money';
import { badRequest, conflict } from '../lib/domain-error';
import { findPricingConstants } from './find-pricing-constants';
import { isQuoteExpired } from './quote-view';

/** A custom print line priced from its stored quote; the shape of the store's PricedLine. */
export type QuotePricedLine = {
  productId: null;
  name: string;
  sku: null;
  image: null;
  unitPrice: Cents;
  quantity: number;
  /** The printed parts' grams (decision 172). */
  weightGrams: number;
  lockKey: string;
  quoteId: string;
  /** Its material and the start-up cost its quote was priced with (charged once per material). */
  startup: StartupLine;
  /** The claim names the order and its item, so it runs once they are written. */
  afterOrderRow: true;
  reserve(tx: Transaction, context: { orderId: string; orderItemId?: string }): Promise<void>;
};

const NOT_ORDERABLE: Partial<Record<QuoteStatus, string>> = {
  requested: "is still waiting for the shop's review",
  rejected: 'was declined by the shop',
  ordered: 'has already been ordered',
};

const refuse = (name: string, status: QuoteStatus) =>
  conflict(
    `The custom print '${name}' ${NOT_ORDERABLE[status] ?? 'cannot be ordered'}.`,
    'quote_not_orderable',
  );

const expired = (name: string) =>
  conflict(
    `The price of the custom print '${name}' has expired. Price it again on the custom print page, or ask the shop for a quote.`,
    'quote_expired',
  );

/**
 * Prices custom print lines from their quotes: the formula's price, or the owner's approved or
 * adjusted one. A quote belongs to whoever created it (or to the first account to order it).
 */
export async function resolveQuoteLines(
  db: Executor,
  lines: readonly QuoteOrderLine[],
  userId: string | null,
): Promise<QuotePricedLine[]> {
  if (lines.length === 0) return [];
  const ids = lines.map((line) => line.quoteId);
  if (new Set(ids).size !== ids.length)
    throw badRequest('The same custom print is in the cart twice.', 'duplicate_quote');
  const rows = await db
    .select({ quote: printQuotes, originalName: printModels.originalName })
    .from(printQuotes)
    .innerJoin(printModels, eq(printModels.id, printQuotes.modelId))
    .where(inArray(printQuotes.id, ids));
  const byId = new Map(rows.map((row) => [row.quote.id, row]));
  const { estimateOrderable } = await findPricingConstants(db);
  return lines.map((line) => {
    const row = byId.get(line.quoteId);
    if (!row || (row.quote.userId && row.quote.userId !== userId))
      throw conflict(
        'A custom print in your cart is no longer available. Upload the model again.',
        'quote_not_found',
      );
    const name = `Custom print: ${row.originalName}`;
    if (!ORDERABLE_QUOTE_STATUSES.includes(row.quote.status))
      throw refuse(row.originalName, row.quote.status);
    if (isQuoteExpired(row.quote)) throw expired(row.originalName);
    const breakdown = readStoredBreakdown(row.quote.breakdown);
    const { sliceStatus } = row.quote as { sliceStatus?: SliceStatus | null };
    const why = whyQuoteNotOrderable(
      { status: row.quote.status, sliceStatus, breakdown },
      estimateOrderable,
    );
    if (why)
      throw conflict(
        `The custom print '${row.originalName}' cannot be ordered yet. ${NOT_ORDERABLE_MESSAGES[why]}`,
        why === 'slicing' ? 'quote_being_sliced' : 'custom_quote_required',
      );
    return {
      productId: null,
      name,
      sku: null,
      image: null,
      unitPrice: toCents(row.quote.price),
      quantity: 1,
      // The printed parts as they ship (decision 172): the model's grams for every piece.
      weightGrams: Math.round(breakdown.gramsPerUnit * breakdown.quantity),
      lockKey: `quote:${row.quote.id}`,
      quoteId: row.quote.id,
      startup: {
        materialKey: row.quote.materialId ?? `name:${row.quote.materialName}`,
        materialName: row.quote.materialName,
        startupCentsPerMaterial: breakdown.startupCentsPerMaterial,
      },
      afterOrderRow: true,
      reserve: (tx, context) => claimQuote(tx, row.quote.id, row.originalName, userId, context),
    };
  });
}

/** The conditional update is the guard: a quote is ordered once, even by two tabs at the same time. */
async function claimQuote(
  tx: Transaction,
  quoteId: string,
  name: string,
  userId: string | null,
  context: { orderId: string; orderItemId?: string },
): Promise<void> {
  const claimed = await tx
    .update(printQuotes)
    .set({
      status: 'ordered',
      userId,
      orderId: context.orderId,
      orderItemId: context.orderItemId ?? null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(printQuotes.id, quoteId),
        inArray(printQuotes.status, [...ORDERABLE_QUOTE_STATUSES]),
        // Checked again here, in the order's transaction: a price that expired meanwhile is not charged.
        or(
          ne(printQuotes.status, 'priced'),
          isNull(printQuotes.expiresAt),
          gt(printQuotes.expiresAt, sql`now()`),
        ),
        userId
          ? or(isNull(printQuotes.userId), eq(printQuotes.userId, userId))
          : isNull(printQuotes.userId),
      ),
    )
    .returning({ id: printQuotes.id });
  if (claimed.length === 0) throw refuse(name, 'ordered');
}
