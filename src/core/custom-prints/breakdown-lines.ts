import { formatMoney, type Cents } from '../money';
import type { PriceBreakdown } from './price-print';
import { RUSH_LEVEL_LABELS } from './print-constants';

export type BreakdownLine = { label: string; cents: Cents; kind: 'piece' | 'job' | 'discount' };

const figure = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/**
 * The named parts of a quote's price as the customer and the owner read them (decision 124):
 * what one piece costs, then what the job adds. Parts that are 0 and optional are left out.
 */
export function breakdownLines(b: PriceBreakdown): BreakdownLine[] {
  const grams =
    b.supportGramsPerUnit > 0
      ? `${figure(b.gramsPerUnit)} g with ${figure(b.supportGramsPerUnit)} g support`
      : `${figure(b.gramsPerUnit)} g`;
  const lines: BreakdownLine[] = [
    { label: `Material per piece (${grams})`, cents: b.materialCentsPerUnit, kind: 'piece' },
    {
      label: `Machine time per piece (${figure(b.printHoursPerUnit)} h)`,
      cents: b.machineCentsPerUnit,
      kind: 'piece',
    },
  ];
  if (b.electricityCentsPerUnit > 0)
    lines.push({
      label: 'Electricity per piece',
      cents: b.electricityCentsPerUnit,
      kind: 'piece',
    });
  if (b.markupCentsPerUnit > 0)
    lines.push({
      label: `Markup per piece (${b.markupPercent} %)`,
      cents: b.markupCentsPerUnit,
      kind: 'piece',
    });
  lines.push({
    label: `${b.quantity} ${b.quantity === 1 ? 'piece' : 'pieces'} × ${formatMoney(b.unitCents)}`,
    cents: b.piecesCents,
    kind: 'job',
  });
  if (b.quantityDiscountCents > 0)
    lines.push({
      label: `Quantity break (${b.quantityDiscountPercent} % off from ${b.quantity} pieces)`,
      cents: -b.quantityDiscountCents,
      kind: 'discount',
    });
  lines.push({ label: 'Preparation (once per model)', cents: b.preparationCents, kind: 'job' });
  if (b.rushCents > 0)
    lines.push({
      label: `${RUSH_LEVEL_LABELS[b.rushLevel]} (+${b.rushSurchargePercent} %)`,
      cents: b.rushCents,
      kind: 'job',
    });
  if (b.minimumApplied)
    lines.push({
      label: 'Raised to the minimum price',
      cents: b.totalCents - b.subtotalCents,
      kind: 'job',
    });
  return lines;
}

/**
 * How an owner's price reads beside the instant one: a plain sentence, never a struck-through
 * "sale" price. Null when the price is the instant one.
 */
export function priceChangeNote(priceCents: Cents, formulaPriceCents: Cents): string | null {
  if (priceCents === formulaPriceCents) return null;
  const direction = priceCents > formulaPriceCents ? 'raised' : 'lowered';
  return `Price set by the shop after review: ${direction} from the instant price of ${formatMoney(formulaPriceCents)}.`;
}
