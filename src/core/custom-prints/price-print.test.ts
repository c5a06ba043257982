import { describe, expect, it } from 'vitest';
import { fitsBuildVolume, pricePrint, type PrintGeometry } from './price-print';
import { DEFAULT_PRICING_CONSTANTS, type PricingConstants } from './print-schemas';

// Round figures so every expected cent below can be worked out by hand; no quantity breaks or
// markup unless a test adds them.
const constants: PricingConstants = {
  ...DEFAULT_PRICING_CONSTANTS,
  machineRateCentsPerHour: 300,
  printerPowerWatts: 120,
  electricityCentsPerKwh: 30,
  markupPercent: 0,
  preparationCentsPerModel: 500,
  startupCentsPerMaterial: 300,
  minimumPriceCents: 1000,
  quantityBreaks: [],
  customQuoteAboveQuantity: 0,
  customQuoteAboveCents: 0,
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
  // Electricity = hours × 0.12 kW × 30 ¢/kWh = hours × 3.6 ¢. Total = unit × quantity + 500
  // preparation (once, whatever the quantity), never below 1000.
  it.each([
    // name, geometry, material, options, material¢, machine¢, electricity¢, unit¢, total¢, minimum applied
    [
      // 776 mm³ printed: 2.9 g → 3¢; 0.0517 h → 16¢ and 0.19¢ → 0¢; 19 + 500 < 1000.
      '10 mm PLA cube hits the minimum',
      cube(10),
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 1 },
      3,
      16,
      0,
      19,
      1000,
      true,
    ],
    [
      // 257 600 mm³: 319.4 g → 958¢; 17.17 h → 5152¢ and 61.8¢ → 62¢; 3 × 6172 + 500.
      '100 mm PLA cube ×3 pays preparation once',
      cube(100),
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 3 },
      958,
      5152,
      62,
      6172,
      19_016,
      false,
    ],
    [
      // 28.62 h → 8587¢ and 103.0¢ → 103¢.
      'fine quality takes longer',
      cube(100),
      pla,
      { quality: 'fine', infillPercent: 20, quantity: 1 },
      958,
      8587,
      103,
      9648,
      10_148,
      false,
    ],
    [
      // 12.27 h → 3680¢ and 44.2¢ → 44¢.
      'draft quality is quicker',
      cube(100),
      pla,
      { quality: 'draft', infillPercent: 20, quantity: 1 },
      958,
      3680,
      44,
      4682,
      5182,
      false,
    ],
    [
      // Solid 8 cm³ × 1.1 = 8.8 g → 132¢; 20 mm ÷ 20 mm/h = 1 h → 300¢ and 3.6¢ → 4¢; 2 × 436 + 500.
      'resin prints solid, time by height',
      cube(20),
      resin,
      { quality: 'standard', infillPercent: 10, quantity: 2 },
      132,
      300,
      4,
      436,
      1372,
      false,
    ],
    [
      // Before decision 124 two copies paid the setup fee twice (1038¢); now 2 × 19 + 500 = 538.
      'two small cubes still under the minimum',
      cube(10),
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 2 },
      3,
      16,
      0,
      19,
      1000,
      true,
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
      electricityCents,
      unitCents,
      totalCents,
      minimumApplied,
    ) => {
      const price = pricePrint(geometry, material, options, constants);
      expect(price).toMatchObject({
        source: 'estimate',
        materialCentsPerUnit: materialCents,
        machineCentsPerUnit: machineCents,
        electricityCentsPerUnit: electricityCents,
        markupCentsPerUnit: 0,
        unitCents,
        piecesCents: unitCents * options.quantity,
        preparationCents: 500,
        rushLevel: 'standard',
        rushCents: 0,
        totalCents,
        minimumApplied,
        quantity: options.quantity,
        startupCentsPerMaterial: 300,
        customQuoteReason: null,
      });
      expect(price.subtotalCents).toBe(unitCents * options.quantity + 500);
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

  it('adds the markup on material, machine time and electricity', () => {
    const price = pricePrint(
      cube(100),
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 1 },
      { ...constants, markupPercent: 25 },
    );
    // 25 % of 958 + 5152 + 62 = 6172 is 1543.
    expect(price.markupCentsPerUnit).toBe(1543);
    expect(price.unitCents).toBe(6172 + 1543);
    expect(price.totalCents).toBe(6172 + 1543 + 500);
  });

  it('takes grams (model plus support) and hours from the slicer when measured', () => {
    const price = pricePrint(
      cube(100),
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 2 },
      constants,
      { gramsPerUnit: 100, supportGramsPerUnit: 20, printHoursPerUnit: 5, filamentMmPerUnit: 1 },
    );
    // 120 g × 3¢ = 360; 5 h × 300 = 1500; 5 × 3.6 = 18; 2 × 1878 + 500.
    expect(price).toMatchObject({
      source: 'sliced',
      gramsPerUnit: 120,
      supportGramsPerUnit: 20,
      printHoursPerUnit: 5,
      materialCentsPerUnit: 360,
      machineCentsPerUnit: 1500,
      electricityCentsPerUnit: 18,
      unitCents: 1878,
      totalCents: 2 * 1878 + 500,
    });
  });

  it('gives whole cents at every step, also for fractional prices per gram', () => {
    const price = pricePrint(
      { volumeMm3: 12345.678, surfaceAreaMm2: 3210.9, sizeMm: [31, 17, 23] },
      { ...pla, pricePerGramCents: 2.37 },
      { quality: 'fine', infillPercent: 15, quantity: 17, rush: 'rush' },
      {
        ...constants,
        markupPercent: 12.5,
        electricityCentsPerKwh: 27.35,
        quantityBreaks: [{ minQuantity: 10, discountPercent: 7.5 }],
      },
    );
    for (const key of [
      'materialCentsPerUnit',
      'machineCentsPerUnit',
      'electricityCentsPerUnit',
      'markupCentsPerUnit',
      'unitCents',
      'piecesCents',
      'quantityDiscountCents',
      'rushCents',
      'subtotalCents',
      'totalCents',
    ] as const)
      expect(Number.isInteger(price[key])).toBe(true);
  });

  it('never goes below the minimum price, and a zero minimum changes nothing', () => {
    const tiny = cube(1);
    const options = { quality: 'draft', infillPercent: 10, quantity: 1 } as const;
    const free = { ...constants, preparationCentsPerModel: 0 };
    expect(pricePrint(tiny, pla, options, { ...free, minimumPriceCents: 2500 }).totalCents).toBe(
      2500,
    );
    expect(pricePrint(tiny, pla, options, { ...free, minimumPriceCents: 0 }).totalCents).toBe(0);
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
    // 5 h at 120 W is 0.6 kWh at 30 ¢.
    expect(b.electricityCentsPerUnit).toBe(18);
    // Two pieces, then preparation once for the model.
    expect(b.totalCents).toBe((360 + 1500 + 18) * 2 + 500);
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
