import { roundCents, type Cents } from '../money';
import { PRINT_QUALITIES } from './print-constants';
import type { Material, PricingConstants, PrintOptions } from './print-schemas';
import type { SlicedFigures } from './sliced-figures';

export type PrintGeometry = {
  volumeMm3: number;
  surfaceAreaMm2: number;
  sizeMm: [number, number, number];
};

/** Every step of the formula, so the customer and the owner read the same figures. */
export type PriceBreakdown = {
  fillFactor: number;
  gramsPerUnit: number;
  printHoursPerUnit: number;
  materialCentsPerUnit: Cents;
  machineCentsPerUnit: Cents;
  setupFeeCents: Cents;
  unitCents: Cents;
  quantity: number;
  subtotalCents: Cents;
  minimumPriceCents: Cents;
  minimumApplied: boolean;
  totalCents: Cents;
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

/**
 * (grams × price per gram + print hours × machine rate + setup fee) × quantity, never below the
 * minimum price. Grams = volume × density × fill factor, or, once the model is sliced
 * (`measured`), the slicer's grams with its support material priced like the model's, and the
 * slicer's print time. Amounts round to whole cents per step.
 */
export function pricePrint(
  geometry: PrintGeometry,
  material: Pick<Material, 'process' | 'densityGPerCm3' | 'pricePerGramCents'>,
  options: Pick<PrintOptions, 'quality' | 'infillPercent' | 'quantity'>,
  constants: PricingConstants,
  measured?: SlicedFigures,
): PriceBreakdown {
  const factor = fillFactor(geometry, material, options.infillPercent, constants.shellThicknessMm);
  const printedMm3 = geometry.volumeMm3 * factor;
  const speed = PRINT_QUALITIES[options.quality].speedFactor;
  const grams = measured
    ? measured.gramsPerUnit + measured.supportGramsPerUnit
    : (printedMm3 / 1000) * material.densityGPerCm3;
  const hours = measured
    ? measured.printHoursPerUnit
    : material.process === 'resin'
      ? geometry.sizeMm[2] / (constants.resinHeightMmPerHour * speed)
      : printedMm3 / (constants.fdmThroughputMm3PerHour * speed);
  const materialCents = roundCents(grams * material.pricePerGramCents);
  const machineCents = roundCents(hours * constants.machineRateCentsPerHour);
  const unitCents = materialCents + machineCents + constants.setupFeeCents;
  const subtotalCents = unitCents * options.quantity;
  const minimumApplied = subtotalCents < constants.minimumPriceCents;
  return {
    fillFactor: factor,
    gramsPerUnit: grams,
    printHoursPerUnit: hours,
    materialCentsPerUnit: materialCents,
    machineCentsPerUnit: machineCents,
    setupFeeCents: constants.setupFeeCents,
    unitCents,
    quantity: options.quantity,
    subtotalCents,
    minimumPriceCents: constants.minimumPriceCents,
    minimumApplied,
    totalCents: minimumApplied ? constants.minimumPriceCents : subtotalCents,
  };
}

/** Whether the part fits the printer in some axis-aligned orientation (the shop may turn it). */
export function fitsBuildVolume(
  sizeMm: [number, number, number],
  build: PricingConstants['buildVolumeMm'],
): boolean {
  const part = [...sizeMm].sort((a, b) => a - b);
  const machine = [build.x, build.y, build.z].sort((a, b) => a - b);
  return part.every((d, i) => d <= machine[i]!);
}
