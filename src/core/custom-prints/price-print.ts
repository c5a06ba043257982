import { roundCents, type Cents } from '../money';
import { PRINT_QUALITIES, type RushLevel } from './print-constants';
import type { Material, PricingConstants, PrintOptions } from './print-schemas';
import type { SlicedFigures } from './sliced-figures';
import {
  customQuoteReason,
  piecesAfterBreaks,
  quantityBreakPercent,
  rushLevelFor,
  type CustomQuoteReason,
} from './price-parts';

export type PrintGeometry = {
  volumeMm3: number;
  surfaceAreaMm2: number;
  sizeMm: [number, number, number];
};

/**
 * Every part of the price, named, so the customer and the owner read the same figures
 * (decision 124). Per piece: material, machine time, electricity, markup. Per job: the pieces
 * less the quantity break, preparation once per model, the rush surcharge, the minimum. The
 * start-up cost is per order and material: it is shown here and charged at checkout.
 */
export type PriceBreakdown = {
  /** 'estimate': grams and hours from the volume; 'sliced': measured by the slicer. */
  source: 'estimate' | 'sliced';
  fillFactor: number;
  /** Model plus support material, per piece. */
  gramsPerUnit: number;
  supportGramsPerUnit: number;
  printHoursPerUnit: number;
  materialCentsPerUnit: Cents;
  machineCentsPerUnit: Cents;
  electricityCentsPerUnit: Cents;
  markupPercent: number;
  markupCentsPerUnit: Cents;
  unitCents: Cents;
  quantity: number;
  /** unitCents × quantity, before the quantity break. */
  piecesCents: Cents;
  quantityDiscountPercent: number;
  quantityDiscountCents: Cents;
  preparationCents: Cents;
  rushLevel: RushLevel;
  rushSurchargePercent: number;
  rushCents: Cents;
  leadTimeDays: number;
  subtotalCents: Cents;
  minimumPriceCents: Cents;
  minimumApplied: boolean;
  totalCents: Cents;
  /** Charged once per material per order at checkout, not part of totalCents. */
  startupCentsPerMaterial: Cents;
  /** Above the owner's thresholds: the customer asks for a custom quote instead of ordering. */
  customQuoteReason: CustomQuoteReason | null;
};

/**
 * The share of the solid volume that is printed: a shell of fixed thickness (walls, top,
 * bottom) is always solid, the inside is filled at the chosen infill. Resin prints solid.
 */
export function fillFactor(
  geometry: PrintGeometry,
  material: Pick<Material, 'process'>,
  infillPercent: number,
  shellThicknessMm: number,
): number {
  if (material.process === 'resin' || geometry.volumeMm3 <= 0) return 1;
  const shell = Math.min(geometry.volumeMm3, geometry.surfaceAreaMm2 * shellThicknessMm);
  const inside = geometry.volumeMm3 - shell;
  return (shell + (inside * infillPercent) / 100) / geometry.volumeMm3;
}

/** Grams and hours per piece from the volume (the instant estimate). */
function estimateFigures(
  geometry: PrintGeometry,
  material: Pick<Material, 'process' | 'densityGPerCm3'>,
  options: Pick<PrintOptions, 'quality' | 'infillPercent'>,
  constants: PricingConstants,
) {
  const factor = fillFactor(geometry, material, options.infillPercent, constants.shellThicknessMm);
  const printedMm3 = geometry.volumeMm3 * factor;
  const speed = PRINT_QUALITIES[options.quality].speedFactor;
  return {
    fillFactor: factor,
    grams: (printedMm3 / 1000) * material.densityGPerCm3,
    supportGrams: 0,
    hours:
      material.process === 'resin'
        ? geometry.sizeMm[2] / (constants.resinHeightMmPerHour * speed)
        : printedMm3 / (constants.fdmThroughputMm3PerHour * speed),
  };
}

/**
 * Per piece: grams × price per gram + hours × machine rate + hours × power × electricity price,
 * plus the markup on those. The pieces less the quantity break, plus preparation once per
 * model, plus the rush surcharge on both, never below the minimum. Whole cents at every step.
 * With `measured` (the slicer's figures), grams (model plus support) and hours come from it.
 */
export function pricePrint(
  geometry: PrintGeometry,
  material: Pick<Material, 'process' | 'densityGPerCm3' | 'pricePerGramCents'>,
  options: Pick<PrintOptions, 'quality' | 'infillPercent' | 'quantity'> & { rush?: RushLevel },
  constants: PricingConstants,
  measured?: SlicedFigures,
): PriceBreakdown {
  const estimate = estimateFigures(geometry, material, options, constants);
  const grams = measured ? measured.gramsPerUnit + measured.supportGramsPerUnit : estimate.grams;
  const hours = measured ? measured.printHoursPerUnit : estimate.hours;
  const materialCents = roundCents(grams * material.pricePerGramCents);
  const machineCents = roundCents(hours * constants.machineRateCentsPerHour);
  const electricityCents = roundCents(
    ((hours * constants.printerPowerWatts) / 1000) * constants.electricityCentsPerKwh,
  );
  const costCents = materialCents + machineCents + electricityCents;
  const markupCents = roundCents((costCents * constants.markupPercent) / 100);
  const unitCents = costCents + markupCents;
  const { quantity } = options;
  const piecesCents = unitCents * quantity;
  const afterBreaks = piecesAfterBreaks(constants.quantityBreaks, unitCents, quantity);
  const preparationCents = constants.preparationCentsPerModel;
  const rushLevel = rushLevelFor(constants.rushLevels, options.rush);
  const rush = constants.rushLevels[rushLevel];
  const rushCents = roundCents(((afterBreaks + preparationCents) * rush.surchargePercent) / 100);
  const subtotalCents = afterBreaks + preparationCents + rushCents;
  const minimumApplied = subtotalCents < constants.minimumPriceCents;
  const totalCents = minimumApplied ? constants.minimumPriceCents : subtotalCents;
  return {
    source: measured ? 'sliced' : 'estimate',
    fillFactor: estimate.fillFactor,
    gramsPerUnit: grams,
    supportGramsPerUnit: measured ? measured.supportGramsPerUnit : 0,
    printHoursPerUnit: hours,
    materialCentsPerUnit: materialCents,
    machineCentsPerUnit: machineCents,
    electricityCentsPerUnit: electricityCents,
    markupPercent: constants.markupPercent,
    markupCentsPerUnit: markupCents,
    unitCents,
    quantity,
    piecesCents,
    quantityDiscountPercent: quantityBreakPercent(constants.quantityBreaks, quantity),
    quantityDiscountCents: piecesCents - afterBreaks,
    preparationCents,
    rushLevel,
    rushSurchargePercent: rush.surchargePercent,
    rushCents,
    leadTimeDays: rush.leadTimeDays,
    subtotalCents,
    minimumPriceCents: constants.minimumPriceCents,
    minimumApplied,
    totalCents,
    startupCentsPerMaterial: constants.startupCentsPerMaterial,
    customQuoteReason: customQuoteReason(constants, quantity, totalCents),
  };
}

/** Whether the part fits the printer in some axis-aligned orientation (the shop may turn it). */
export function fitsBuildVolume(
  sizeMm: [number, number, number],
  build: { x: number; y: number; z: number },
): boolean {
  const part = [...sizeMm].sort((a, b) => a - b);
  const machine = [build.x, build.y, build.z].sort((a, b) => a - b);
  return part.every((d, i) => d <= machine[i]!);
}
