import { toCents } from '#core/money';
import type { QuoteStatus, SliceStatus } from '#core/custom-prints/print-constants';
import { whyQuoteNotOrderable } from '#core/custom-prints/quote-orderability';
import { readStoredBreakdown } from '#core/custom-prints/stored-breakdown';
import type { SlicedFigures } from '#core/custom-prints/sliced-figures';
import { toCustomerPrice } from '#core/custom-prints/breakdown-lines';
import type { CustomerQuoteView, OwnerQuoteView } from '#core/custom-prints/custom-print-views';
import type { Executor } from '../../db/client';
import type { printQuotes } from '../../db/schema/custom-prints';
import { findPricingConstants } from './find-pricing-constants';
import { modelWarnings, type ModelRow } from './model-view';

export type QuoteRow = typeof printQuotes.$inferSelect;

/** Only an instant price expires; the owner's approved or adjusted price stands. */
export function isQuoteExpired(
  quote: Pick<QuoteRow, 'status' | 'expiresAt'>,
  now = new Date(),
): boolean {
  return quote.status === 'priced' && quote.expiresAt !== null && quote.expiresAt <= now;
}

/** The slicing pipeline's columns, when this database has them (decision 124 reads, never writes them). */
type SliceColumns = { sliceStatus?: SliceStatus | null; sliced?: SlicedFigures | null };

/**
 * How the admin routes show quotes: `toOwnerQuoteView` with the owner's `estimateOrderable`
 * setting read once, so the customer's and the owner's pages say the same about what can be ordered.
 */
export async function readQuoteViewer(
  db: Executor,
): Promise<(quote: QuoteRow, model: ModelRow) => OwnerQuoteView> {
  const { estimateOrderable } = await findPricingConstants(db);
  return (quote, model) => toOwnerQuoteView(quote, model, estimateOrderable);
}

/** How the customer's routes show quotes: the customer's price, no cost figures (decision 173). */
export async function readCustomerQuoteViewer(
  db: Executor,
): Promise<(quote: QuoteRow, model: ModelRow) => CustomerQuoteView> {
  const toView = await readQuoteViewer(db);
  return (quote, model) => toCustomerQuoteView(toView(quote, model));
}

/**
 * A quote as its customer reads it: the owner's view without the breakdown and the slicer's
 * figures, its price as `customerPriceLines` reads it (the start-up keyed as checkout counts it).
 */
export function toCustomerQuoteView(view: OwnerQuoteView): CustomerQuoteView {
  const { breakdown, sliced: _sliced, slice, ...fields } = view;
  return {
    ...fields,
    price: toCustomerPrice(
      breakdown,
      {
        materialKey: view.materialId ?? `name:${view.materialName}`,
        materialName: view.materialName,
      },
      view.priceCents,
    ),
    slice: { status: slice.status },
  };
}

/**
 * A quote as the owner sees it; all money in integer cents. `estimateOrderable` is the owner's
 * setting: whether an estimate may be ordered while the slicer measures the model.
 */
export function toOwnerQuoteView(
  quote: QuoteRow,
  model: ModelRow,
  estimateOrderable: boolean,
): OwnerQuoteView {
  const { sliceStatus = null, sliced = null } = quote as QuoteRow & SliceColumns;
  const breakdown = readStoredBreakdown(quote.breakdown);
  return {
    id: quote.id,
    status: quote.status as QuoteStatus,
    model: {
      id: model.id,
      originalName: model.originalName,
      format: model.format,
      triangleCount: model.triangleCount,
      volumeMm3: model.volumeMm3,
      surfaceAreaMm2: model.surfaceAreaMm2,
      sizeMm: [model.sizeXMm, model.sizeYMm, model.sizeZMm] as [number, number, number],
      closed: model.isClosed,
      warnings: modelWarnings(model),
    },
    materialId: quote.materialId,
    materialName: quote.materialName,
    colour: quote.colour,
    quality: quote.quality,
    infillPercent: quote.infillPercent,
    quantity: quote.quantity,
    breakdown,
    sliceStatus,
    sliced,
    notOrderableReason: whyQuoteNotOrderable(
      { status: quote.status as QuoteStatus, sliceStatus, breakdown },
      estimateOrderable,
    ),
    formulaPriceCents: toCents(quote.formulaPrice),
    priceCents: toCents(quote.price),
    customerNote: quote.customerNote,
    adminNote: quote.adminNote,
    requestedAt: quote.requestedAt?.toISOString() ?? null,
    decidedAt: quote.decidedAt?.toISOString() ?? null,
    orderId: quote.orderId,
    createdAt: quote.createdAt.toISOString(),
    expiresAt: quote.expiresAt?.toISOString() ?? null,
    expired: isQuoteExpired(quote),
    slice: { status: quote.sliceStatus, figures: quote.sliced, error: quote.sliceError },
  };
}
