import { describe, expect, it } from 'vitest';
import { pricePrint } from './price-print';
import { DEFAULT_PRICING_CONSTANTS } from './print-schemas';
import { readStoredBreakdown } from './stored-breakdown';
import { parseStoredPricingConstants } from './stored-pricing-constants';
import { whyQuoteNotOrderable } from './quote-orderability';

describe('parseStoredPricingConstants', () => {
  it('fills the keys an older shop never saved, and its per-piece setup fee becomes preparation', () => {
    const saved = {
      machineRateCentsPerHour: 450,
      setupFeeCents: 700,
      minimumPriceCents: 1500,
      buildVolumeMm: { x: 200, y: 200, z: 180 },
      shellThicknessMm: 1,
      fdmThroughputMm3PerHour: 12_000,
      resinHeightMmPerHour: 18,
    };
    const constants = parseStoredPricingConstants(saved);
    expect(constants).toMatchObject({
      machineRateCentsPerHour: 450,
      preparationCentsPerModel: 700,
      minimumPriceCents: 1500,
      quantityBreaks: DEFAULT_PRICING_CONSTANTS.quantityBreaks,
      rushLevels: DEFAULT_PRICING_CONSTANTS.rushLevels,
      estimateOrderable: false,
    });
    expect(constants).not.toHaveProperty('setupFeeCents');
    // The printer profile's bed decides what fits now (decision 126; migration 0016 moved it).
    expect(constants).not.toHaveProperty('buildVolumeMm');
  });

  it('keeps a saved preparation cost, and gives the defaults for nothing or nonsense', () => {
    expect(
      parseStoredPricingConstants({ setupFeeCents: 700, preparationCentsPerModel: 100 })
        .preparationCentsPerModel,
    ).toBe(100);
    expect(parseStoredPricingConstants(undefined)).toEqual(DEFAULT_PRICING_CONSTANTS);
    expect(parseStoredPricingConstants({ markupPercent: -5 })).toEqual(DEFAULT_PRICING_CONSTANTS);
  });
});

describe('readStoredBreakdown', () => {
  it('reads an old-formula breakdown as what it charged: setup fees as preparation', () => {
    const old = {
      fillFactor: 0.5,
      gramsPerUnit: 10,
      printHoursPerUnit: 1,
      materialCentsPerUnit: 30,
      machineCentsPerUnit: 300,
      setupFeeCents: 500,
      unitCents: 830,
      quantity: 3,
      subtotalCents: 2490,
      minimumPriceCents: 1000,
      minimumApplied: false,
      totalCents: 2490,
    };
    const read = readStoredBreakdown(old);
    expect(read).toMatchObject({
      source: 'estimate',
      unitCents: 330,
      piecesCents: 990,
      preparationCents: 1500,
      subtotalCents: 2490,
      totalCents: 2490,
      startupCentsPerMaterial: 0,
      customQuoteReason: null,
    });
    expect(read.piecesCents + read.preparationCents).toBe(read.totalCents);
  });

  it('passes a current breakdown through', () => {
    const now = pricePrint(
      { volumeMm3: 8000, surfaceAreaMm2: 2400, sizeMm: [20, 20, 20] },
      { process: 'fdm', densityGPerCm3: 1.24, pricePerGramCents: 3 },
      { quality: 'standard', infillPercent: 20, quantity: 1 },
      DEFAULT_PRICING_CONSTANTS,
    );
    expect(readStoredBreakdown(JSON.parse(JSON.stringify(now)))).toEqual(now);
  });
});

describe('whyQuoteNotOrderable', () => {
  const breakdown = { customQuoteReason: null };
  it.each([
    // status, slice status, estimate orderable, custom quote reason, answer
    ['priced', undefined, false, null, null],
    ['priced', 'off', false, null, null],
    ['priced', 'estimate', false, null, null],
    ['priced', 'sliced', false, null, null],
    ['priced', 'queued', false, null, 'slicing'],
    ['priced', 'review', false, null, 'slicing'],
    ['priced', 'queued', true, null, null],
    ['priced', null, false, 'quantity', 'custom_quote'],
    ['adjusted', 'queued', false, 'amount', null],
    ['approved', 'review', false, null, null],
  ] as const)('%s, %s, estimate orderable %s, %s → %s', (status, slice, allowed, reason, why) => {
    expect(
      whyQuoteNotOrderable(
        { status, sliceStatus: slice, breakdown: { ...breakdown, customQuoteReason: reason } },
        allowed,
      ),
    ).toBe(why);
  });
});
