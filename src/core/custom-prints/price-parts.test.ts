import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricePrint, type PrintGeometry } from './price-print';
import {
  customQuoteReason,
  piecesAfterBreaks,
  quantityBreakPercent,
  rushLevelFor,
} from './price-parts';
import { MAX_QUANTITY } from './print-constants';
import {
  DEFAULT_PRICING_CONSTANTS,
  type PricingConstants,
  type QuantityBreak,
} from './print-schemas';

const base: PricingConstants = {
  ...DEFAULT_PRICING_CONSTANTS,
  quantityBreaks: [],
  customQuoteAboveQuantity: 0,
  customQuoteAboveCents: 0,
  minimumPriceCents: 0,
};
const cube20: PrintGeometry = { volumeMm3: 8000, surfaceAreaMm2: 2400, sizeMm: [20, 20, 20] };
const pla = { process: 'fdm' as const, densityGPerCm3: 1.24, pricePerGramCents: 3 };
const standard = { quality: 'standard', infillPercent: 20 } as const;

/** Ascending distinct minimum quantities with any discounts (not necessarily ascending). */
const tiersArb = fc
  .uniqueArray(fc.integer({ min: 2, max: MAX_QUANTITY }), { maxLength: 5 })
  .chain((mins) =>
    fc.tuple(
      ...[...mins]
        .sort((a, b) => a - b)
        .map((minQuantity) =>
          fc
            .integer({ min: 0, max: 900 })
            .map((tenths): QuantityBreak => ({ minQuantity, discountPercent: tenths / 10 })),
        ),
    ),
  );

describe('quantity breaks', () => {
  const tiers = [
    { minQuantity: 10, discountPercent: 5 },
    { minQuantity: 25, discountPercent: 10 },
  ];
  it.each([
    // quantity, percent, pieces¢ for 1000¢ a piece
    [1, 0, 1000],
    [9, 0, 9000],
    [10, 5, 9500],
    [24, 5, 22_800],
    [25, 10, 22_800], // 25 × 900 = 22 500 would undercut 24 copies: held at 22 800
    [26, 10, 23_400],
    [100, 10, 90_000],
  ])('%i copies: %d %% off, pieces %i¢', (quantity, percent, cents) => {
    expect(quantityBreakPercent(tiers, quantity)).toBe(percent);
    expect(piecesAfterBreaks(tiers, 1000, quantity)).toBe(cents);
  });

  it('never make a larger quantity cheaper in total (fast-check)', () => {
    fc.assert(
      fc.property(tiersArb, fc.integer({ min: 0, max: 50_000 }), (tiers, unit) => {
        let previous = 0;
        for (let q = 1; q <= MAX_QUANTITY; q++) {
          const cents = piecesAfterBreaks(tiers, unit, q);
          expect(cents).toBeGreaterThanOrEqual(previous);
          expect(cents).toBeLessThanOrEqual(unit * q);
          previous = cents;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never make a larger quantity cheaper through pricePrint, rush and minimum included', () => {
    fc.assert(
      fc.property(
        tiersArb,
        fc.constantFrom('standard', 'rush', 'express'),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 5, max: 60 }),
        (quantityBreaks, rush, minimumPriceCents, side) => {
          const constants = { ...base, quantityBreaks, minimumPriceCents };
          const geometry = {
            volumeMm3: side ** 3,
            surfaceAreaMm2: 6 * side ** 2,
            sizeMm: [side, side, side] as [number, number, number],
          };
          let previous = 0;
          for (let quantity = 1; quantity <= MAX_QUANTITY; quantity += 3) {
            const { totalCents } = pricePrint(
              geometry,
              pla,
              { ...standard, quantity, rush },
              constants,
            );
            expect(totalCents).toBeGreaterThanOrEqual(previous);
            previous = totalCents;
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('preparation', () => {
  it('is paid once however many copies of the model (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_QUANTITY }),
        fc.integer({ min: 0, max: 10_000 }),
        (quantity, preparationCentsPerModel) => {
          const constants = { ...base, preparationCentsPerModel };
          const one = pricePrint(cube20, pla, { ...standard, quantity: 1 }, constants);
          const many = pricePrint(cube20, pla, { ...standard, quantity }, constants);
          expect(many.preparationCents).toBe(preparationCentsPerModel);
          expect(many.totalCents).toBe(one.unitCents * quantity + preparationCentsPerModel);
        },
      ),
    );
  });

  it('five copies of one model pay it once', () => {
    const five = pricePrint(cube20, pla, { ...standard, quantity: 5 }, base);
    expect(five.totalCents - five.piecesCents).toBe(base.preparationCentsPerModel);
  });
});

describe('minimum price', () => {
  it('is the total exactly when the parts add up to less (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 20 }),
        (minimumPriceCents, quantity) => {
          const price = pricePrint(
            cube20,
            pla,
            { ...standard, quantity },
            { ...base, minimumPriceCents },
          );
          expect(price.totalCents).toBe(Math.max(price.subtotalCents, minimumPriceCents));
          expect(price.minimumApplied).toBe(price.subtotalCents < minimumPriceCents);
        },
      ),
    );
  });
});

describe('rush levels', () => {
  it.each([
    ['standard', 0, 7, 0],
    ['rush', 30, 3, 291], // 30 % of 470 pieces + 500 preparation
    ['express', 0, 7, 0], // switched off by default: priced as standard
  ] as const)('%s: %d %%, %i days, %i¢', (rush, percent, days, cents) => {
    const price = pricePrint(cube20, pla, { ...standard, quantity: 5, rush }, base);
    expect(price).toMatchObject({
      rushSurchargePercent: percent,
      leadTimeDays: days,
      rushCents: cents,
      subtotalCents: 970 + cents,
    });
  });

  it('charges an enabled express level its surcharge and lead time', () => {
    const constants = {
      ...base,
      rushLevels: {
        ...base.rushLevels,
        express: { surchargePercent: 100, leadTimeDays: 1, enabled: true },
      },
    };
    const price = pricePrint(cube20, pla, { ...standard, quantity: 5, rush: 'express' }, constants);
    expect(price).toMatchObject({ rushLevel: 'express', rushCents: 970, leadTimeDays: 1 });
    expect(rushLevelFor(base.rushLevels, 'express')).toBe('standard');
    expect(rushLevelFor(base.rushLevels, undefined)).toBe('standard');
  });

  it('never lowers a price (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QUANTITY }), (quantity) => {
        const plain = pricePrint(cube20, pla, { ...standard, quantity }, base);
        const rushed = pricePrint(cube20, pla, { ...standard, quantity, rush: 'rush' }, base);
        expect(rushed.totalCents).toBeGreaterThanOrEqual(plain.totalCents);
      }),
    );
  });
});

describe('custom-quote thresholds', () => {
  const limits = { customQuoteAboveQuantity: 50, customQuoteAboveCents: 50_000 };
  it.each([
    [50, 50_000, null],
    [51, 100, 'quantity'],
    [1, 50_001, 'amount'],
    [51, 50_001, 'quantity'],
  ] as const)('%i copies at %i¢ → %s', (quantity, cents, reason) => {
    expect(customQuoteReason(limits, quantity, cents)).toBe(reason);
  });
  it('are off at 0', () => {
    expect(
      customQuoteReason({ customQuoteAboveQuantity: 0, customQuoteAboveCents: 0 }, 100, 1e8),
    ).toBeNull();
  });
  it('flag the breakdown from the total', () => {
    const price = pricePrint(
      cube20,
      pla,
      { ...standard, quantity: 60 },
      { ...base, customQuoteAboveQuantity: 50 },
    );
    expect(price.customQuoteReason).toBe('quantity');
  });
});
