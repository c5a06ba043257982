import type { Executor } from '../../db/client';
import { printQuotes } from '../../db/schema/custom-prints';
import { fromCents } from '#core/money';
import type { PrintOptions } from '#core/custom-prints/print-schemas';
import { forbidden } from '../lib/domain-error';
import { QUOTE_VALIDITY_MS } from '#core/custom-prints/print-constants';
import { priceModel } from './price-model';
import type { QuoteWithModel } from './list-quotes';
import { requestSlices } from './slicing/request-slices';

/**
 * Prices the stored model and keeps the result: this stored price is what checkout charges. With
 * `slicing` on (the slicer runs on this server), an instant FDM quote is also queued for the
 * slicer in the same transaction; the answer never waits for it (decision 123).
 */
export async function createQuote(
  db: Executor,
  input: { modelId: string; options: PrintOptions; userId: string | null; slicing?: boolean },
): Promise<QuoteWithModel> {
  const { model, material, breakdown, pricedWithHash } = await priceModel(
    db,
    input.modelId,
    input.options,
  );
  // Someone else's upload cannot be quoted by a signed-in stranger who learnt its id.
  if (model.userId && input.userId && model.userId !== input.userId)
    throw forbidden('This model belongs to another account.');
  const price = fromCents(breakdown.totalCents);
  const review = model.reviewReasons.length > 0;
  const sliced = !review && material.process === 'fdm';
  const sliceStatus = !sliced ? 'estimate' : input.slicing ? 'queued' : 'off';
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(printQuotes)
      .values({
        modelId: model.id,
        userId: input.userId,
        materialId: material.id,
        materialName: material.name,
        colour: input.options.colour,
        quality: input.options.quality,
        infillPercent: input.options.infillPercent,
        quantity: input.options.quantity,
        breakdown,
        formulaPrice: price,
        price,
        pricedWithHash,
        expiresAt: new Date(Date.now() + QUOTE_VALIDITY_MS),
        sliceStatus,
        // Figures that cannot be trusted (inside-out, open, overlapping shells) are never an
        // instant, orderable price: the quote goes straight to the owner's review list.
        ...(review
          ? {
              status: 'requested' as const,
              requestedAt: new Date(),
              customerNote: model.reviewReasons.join(' '),
            }
          : {}),
      })
      .returning();
    if (sliceStatus === 'queued') await requestSlices(tx, { quoteIds: [quote!.id] });
    return { quote: quote!, model };
  });
}
