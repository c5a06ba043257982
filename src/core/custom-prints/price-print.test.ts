import { describe, expect, it } from 'vitest';
import { fitsBuildVolume, pricePrint, type PrintGeometry } from './price-print';
import { DEFAULT_PRICING_CONSTANTS, type PricingConstants } from './print-schemas';

const constants: PricingConstants = {
  ...DEFAULT_PRICING_CONSTANTS,
  machineRateCentsPerHour: 300,
  setupFeeCents: 500,
  minimumPriceCents: 1000,
  shellThicknessMm: 1.2,
  fdmThroughputMm3PerHour: 15_000,
  resinHeightMmPerHour: 20,
};
const cube = (mm: number): PrintGeometry => ({
  volumeMm3: mm ** 3,
  surfaceAreaMm2: 6 * mm ** 2,
  sizeMm: [mm, mm, mm],
});
const pla = { process: 'fdm' as const, densityGPerCm3: 1.24, pricePerGramCents: 3 };
const resin = { process: 'resin' as const, densityGPerCm3: 1.1, pricePerGramCents: 15 };

describe('pricePrint', () => {
  it.each([
    // name, geometry, material, options, material¢, machine¢, unit¢, total¢, minimum applied
    [
      '10 mm PLA cube hits the minimum',
      cube(10),
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 1 },
      3,
      16,
      519,
      1000,
      true,
    ],
    [
      '100 mm PLA cube ×3',
      cube(100),
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 3 },
      958,
      5152,
      6610,
      19830,
      false,
    ],
    [
      'fine quality takes longer',
      cube(100),
      pla,
      { quality: 'fine', infillPercent: 20, quantity: 1 },
      958,
      8587,
      10045,
      10045,
      false,
    ],
    [
      'draft quality is quicker',
      cube(100),
      pla,
      { quality: 'draft', infillPercent: 20, quantity: 1 },
      958,
      3680,
      5138,
      5138,
      false,
    ],
    [
      'resin prints solid, time by height',
      cube(20),
      resin,
      { quality: 'standard', infillPercent: 10, quantity: 2 },
      132,
      300,
      932,
      1864,
      false,
    ],
    [
      'two small cubes clear the minimum',
      cube(10),
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 2 },
      3,
      16,
      519,
      1038,
      false,
    ],
  ] as const)(
    '%s',
    (
      _name,
      geometry,
      material,
      options,
      materialCents,
      machineCents,
      unitCents,
      totalCents,
      minimumApplied,
    ) => {
      const price = pricePrint(geometry, material, options, constants);
      expect(price).toMatchObject({
        materialCentsPerUnit: materialCents,
        machineCentsPerUnit: machineCents,
        unitCents,
        totalCents,
        minimumApplied,
        quantity: options.quantity,
      });
      expect(price.subtotalCents).toBe(unitCents * options.quantity);
    },
  );

  it('counts grams from volume × density × the infill/shell factor', () => {
    const price = pricePrint(
      cube(100),
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 1 },
      constants,
    );
    // 72 cm³ shell (60000 mm² × 1.2 mm) + 20 % of the remaining 928 cm³ = 257.6 cm³.
    expect(price.fillFactor).toBeCloseTo(0.2576, 10);
    expect(price.gramsPerUnit).toBeCloseTo(257.6 * 1.24, 9);
  });

  it('prints thin parts solid: the shell cannot exceed the volume', () => {
    expect(
      pricePrint(cube(2), pla, { quality: 'standard', infillPercent: 0, quantity: 1 }, constants)
        .fillFactor,
    ).toBe(1);
  });

  it('gives whole cents at every step, also for fractional prices per gram', () => {
    const price = pricePrint(
      { volumeMm3: 12345.678, surfaceAreaMm2: 3210.9, sizeMm: [31, 17, 23] },
      { ...pla, pricePerGramCents: 2.37 },
      { quality: 'fine', infillPercent: 15, quantity: 7 },
      constants,
    );
    for (const key of [
      'materialCentsPerUnit',
      'machineCentsPerUnit',
      'unitCents',
      'subtotalCents',
      'totalCents',
    ] as const)
      expect(Number.isInteger(price[key])).toBe(true);
  });

  it('never goes below the minimum price, and a zero minimum changes nothing', () => {
    const tiny = cube(1);
    const options = { quality: 'draft', infillPercent: 10, quantity: 1 } as const;
    expect(
      pricePrint(tiny, pla, options, { ...constants, setupFeeCents: 0, minimumPriceCents: 2500 })
        .totalCents,
    ).toBe(2500);
    expect(
      pricePrint(tiny, pla, options, { ...constants, setupFeeCents: 0, minimumPriceCents: 0 })
        .totalCents,
    ).toBe(0);
  });
});

describe("pricePrint with the slicer's figures", () => {
  const options = { quality: 'standard', infillPercent: 20, quantity: 2 } as const;
  const measured = {
    gramsPerUnit: 100,
    supportGramsPerUnit: 20,
    printHoursPerUnit: 5,
    filamentMmPerUnit: 40_000,
  };

  it('takes grams (support priced like the model) and hours from the slice, not the volume', () => {
    const b = pricePrint(cube(100), pla, options, constants, measured);
    expect(b.gramsPerUnit).toBe(120);
    expect(b.printHoursPerUnit).toBe(5);
    expect(b.materialCentsPerUnit).toBe(360);
    expect(b.machineCentsPerUnit).toBe(1500);
    expect(b.totalCents).toBe((360 + 1500 + 500) * 2);
  });

  it('prices the same model differently once sliced, and support adds to the price', () => {
    const estimate = pricePrint(cube(100), pla, options, constants);
    const sliced = pricePrint(cube(100), pla, options, constants, measured);
    expect(sliced.totalCents).not.toBe(estimate.totalCents);
    const noSupport = pricePrint(cube(100), pla, options, constants, {
      ...measured,
      supportGramsPerUnit: 0,
    });
    expect(sliced.totalCents).toBeGreaterThan(noSupport.totalCents);
  });
});

describe('fitsBuildVolume', () => {
  const build = { x: 250, y: 210, z: 210 };
  it.each([
    [[250, 210, 210], true],
    [[210, 250, 100], true],
    [[100, 100, 249.9], true],
    [[251, 10, 10], false],
    [[220, 220, 100], false],
  ] as const)('%j → %s', (size, fits) => {
    expect(fitsBuildVolume([...size], build)).toBe(fits);
  });
});
