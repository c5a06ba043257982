import { toCents } from '#core/money';
import type { PriceBreakdown } from '#core/custom-prints/price-print';
import type { QuoteStatus } from '#core/custom-prints/print-constants';
import type { QuoteView } from '#core/custom-prints/custom-print-views';
import type { printQuotes } from '../../db/schema/custom-prints';
import { modelWarnings, type ModelRow } from './model-view';

export type QuoteRow = typeof printQuotes.$inferSelect;

/** Only an instant price expires; the owner's approved or adjusted price stands. */
export function isQuoteExpired(
  quote: Pick<QuoteRow, 'status' | 'expiresAt'>,
  now = new Date(),
): boolean {
  return quote.status === 'priced' && quote.expiresAt !== null && quote.expiresAt <= now;
}

/** A quote as its customer (and the owner) sees it; all money in integer cents. */
export function toQuoteView(quote: QuoteRow, model: ModelRow): QuoteView {
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
    breakdown: quote.breakdown as unknown as PriceBreakdown,
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
