import type { PriceBreakdown } from './price-print';

type LegacyBreakdown = {
  fillFactor: number;
  gramsPerUnit: number;
  printHoursPerUnit: number;
  materialCentsPerUnit: number;
  machineCentsPerUnit: number;
  setupFeeCents: number;
  unitCents: number;
  quantity: number;
  subtotalCents: number;
  minimumPriceCents: number;
  minimumApplied: boolean;
  totalCents: number;
};

/**
 * A quote's stored breakdown in today's shape. Quotes priced before decision 124 kept the old
 * formula's figures (a setup fee in every piece); they read as what they were charged: the setup
 * fees as preparation, no break, no rush, the same total. Their start-up cost is 0 (there was none).
 */
export function readStoredBreakdown(stored: unknown): PriceBreakdown {
  const value = stored as Partial<PriceBreakdown> & Partial<LegacyBreakdown>;
  if (value.source === 'estimate' || value.source === 'sliced') return value as PriceBreakdown;
  const old = value as LegacyBreakdown;
  const unitCents = old.materialCentsPerUnit + old.machineCentsPerUnit;
  return {
    source: 'estimate',
    fillFactor: old.fillFactor,
    gramsPerUnit: old.gramsPerUnit,
    supportGramsPerUnit: 0,
    printHoursPerUnit: old.printHoursPerUnit,
    materialCentsPerUnit: old.materialCentsPerUnit,
    machineCentsPerUnit: old.machineCentsPerUnit,
    electricityCentsPerUnit: 0,
    markupPercent: 0,
    markupCentsPerUnit: 0,
    unitCents,
    quantity: old.quantity,
    piecesCents: unitCents * old.quantity,
    quantityDiscountPercent: 0,
    quantityDiscountCents: 0,
    preparationCents: old.setupFeeCents * old.quantity,
    rushLevel: 'standard',
    rushSurchargePercent: 0,
    rushCents: 0,
    leadTimeDays: 0,
    subtotalCents: old.subtotalCents,
    minimumPriceCents: old.minimumPriceCents,
    minimumApplied: old.minimumApplied,
    totalCents: old.totalCents,
    startupCentsPerMaterial: 0,
    customQuoteReason: null,
  };
}
