import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricePrint } from './price-print';
import { DEFAULT_PRICING_CONSTANTS } from './print-schemas';

const pla = { process: 'fdm' as const, densityGPerCm3: 1.24, pricePerGramCents: 3 };
const resin = { process: 'resin' as const, densityGPerCm3: 1.1, pricePerGramCents: 15 };
const box = (x: number, y: number, z: number) => ({
  volumeMm3: x * y * z,
  surfaceAreaMm2: 2 * (x * y + y * z + x * z),
  sizeMm: [x, y, z] as [number, number, number],
});
const side = fc.integer({ min: 1, max: 150 });

describe('adding material never lowers a price (fast-check)', () => {
  it('a model plus a disjoint solid beside it costs at least as much as the model alone', () => {
    fc.assert(
      fc.property(
        fc.tuple(side, side, side),
        fc.tuple(side, side, side),
        fc.constantFrom(pla, resin),
        fc.constantFrom('draft', 'standard', 'fine'),
        fc.constantFrom(10, 20, 50, 100),
        (a, b, material, quality, infillPercent) => {
          const one = box(...a);
          const extra = box(...b);
          // Side by side along x: volumes and areas add, the box grows.
          const both = {
            volumeMm3: one.volumeMm3 + extra.volumeMm3,
            surfaceAreaMm2: one.surfaceAreaMm2 + extra.surfaceAreaMm2,
            sizeMm: [a[0] + 1 + b[0], Math.max(a[1], b[1]), Math.max(a[2], b[2])] as [
              number,
              number,
              number,
            ],
          };
          const options = { quality, infillPercent, quantity: 1 } as const;
          const alone = pricePrint(one, material, options, DEFAULT_PRICING_CONSTANTS).totalCents;
          const more = pricePrint(both, material, options, DEFAULT_PRICING_CONSTANTS).totalCents;
          expect(more).toBeGreaterThanOrEqual(alone);
        },
      ),
      { numRuns: 300 },
    );
  });
});
