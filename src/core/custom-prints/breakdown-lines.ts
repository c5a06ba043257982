import { formatMoney, type Cents } from '../money';
import type { CustomerPriceView } from './custom-print-views';
import type { PriceBreakdown } from './price-print';
import { RUSH_LEVEL_LABELS } from './print-constants';
import { calculatePrintStartup, labelPrintStartup, type StartupLine } from './print-startup';

export type BreakdownLine = { label: string; cents: Cents; kind: 'piece' | 'job' | 'discount' };

const figure = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/**
 * The named parts of a quote's price as the owner reads them (decision 124): what one piece
 * costs the shop (material, machine time, electricity, markup), then what the job adds, the
 * minimum included. Parts that are 0 and optional are left out. The customer reads
 * `customerPriceLines` instead (decision 173).
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

export type CustomerPrice = {
  /** The job's parts, adding up to `printCents`. */
  lines: BreakdownLine[];
  /** What the print line costs in the cart: the quote's price. */
  printCents: Cents;
  /** The start-up cost checkout adds for this print alone, and its label. */
  startupCents: Cents;
  startupLabel: string | null;
  /** The print with its start-up: what checkout charges for an order of just this print. */
  totalCents: Cents;
};

/**
 * A custom print's price as the customer reads it (decision 173): the pieces, the quantity
 * break, preparation and the speed (or, when the shop's minimum price applies, the job as one
 * line), then the start-up cost and the sum checkout charges, the start-up computed by
 * `calculatePrintStartup` as the server computes it. The shop's own costs (per-piece material,
 * machine time, electricity, markup) and the minimum adjustment are the owner's only.
 * `priceCents`: the quote's price when the owner set one, else the formula's.
 */
export function customerPriceLines(
  b: PriceBreakdown,
  startup: Omit<StartupLine, 'startupCentsPerMaterial'>,
  priceCents: Cents = b.totalCents,
): CustomerPrice {
  const pieces = `${b.quantity} ${b.quantity === 1 ? 'piece' : 'pieces'}`;
  const jobLines = breakdownLines(b).filter((line) => line.kind !== 'piece');
  const lines =
    b.minimumApplied || priceCents !== b.totalCents
      ? [{ label: `Print job (${pieces})`, cents: priceCents, kind: 'job' as const }]
      : jobLines;
  const printStartup = calculatePrintStartup([
    { ...startup, startupCentsPerMaterial: b.startupCentsPerMaterial },
  ]);
  return {
    lines,
    printCents: priceCents,
    startupCents: printStartup.totalCents,
    startupLabel: labelPrintStartup(printStartup),
    totalCents: priceCents + printStartup.totalCents,
  };
}

/**
 * What the customer's answers carry of a price (decision 173): `customerPriceLines` with the
 * figures the customer's page shows, and nothing of the shop's own costs.
 */
export function toCustomerPrice(
  b: PriceBreakdown,
  startup: Omit<StartupLine, 'startupCentsPerMaterial'>,
  priceCents: Cents = b.totalCents,
): CustomerPriceView {
  const price = customerPriceLines(b, startup, priceCents);
  return {
    source: b.source,
    quantity: b.quantity,
    lines: price.lines.map((line) => ({
      label: line.label,
      cents: line.cents,
      kind: line.kind === 'discount' ? 'discount' : 'job',
    })),
    printCents: price.printCents,
    startupCentsPerMaterial: b.startupCentsPerMaterial,
    startupCents: price.startupCents,
    startupLabel: price.startupLabel,
    totalCents: price.totalCents,
    leadTimeDays: b.leadTimeDays,
    customQuoteReason: b.customQuoteReason,
  };
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
