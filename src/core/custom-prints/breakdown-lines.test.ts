import { describe, expect, it } from 'vitest';
import { breakdownLines, priceChangeNote } from './breakdown-lines';
import { pricePrint } from './price-print';
import { DEFAULT_PRICING_CONSTANTS } from './print-schemas';

const cube20 = {
  volumeMm3: 8000,
  surfaceAreaMm2: 2400,
  sizeMm: [20, 20, 20] as [number, number, number],
};
const pla = { process: 'fdm' as const, densityGPerCm3: 1.24, pricePerGramCents: 5 };

describe('breakdownLines', () => {
  it('names each part, and the parts add up to the total', () => {
    for (const [quantity, rush, minimum] of [
      [5, 'standard', 1000],
      [5, 'rush', 1000],
      [30, 'rush', 0],
      [1, 'standard', 5000],
    ] as const) {
      const b = pricePrint(
        cube20,
        pla,
        { quality: 'standard', infillPercent: 20, quantity, rush },
        { ...DEFAULT_PRICING_CONSTANTS, markupPercent: 10, minimumPriceCents: minimum },
      );
      const lines = breakdownLines(b);
      const jobTotal = lines.filter((l) => l.kind !== 'piece').reduce((s, l) => s + l.cents, 0);
      expect(jobTotal).toBe(b.totalCents);
      const pieceTotal = lines.filter((l) => l.kind === 'piece').reduce((s, l) => s + l.cents, 0);
      expect(pieceTotal).toBe(b.unitCents);
    }
  });

  it('reads as a shopper expects: pieces, break, preparation once, rush, minimum', () => {
    const b = pricePrint(
      cube20,
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 30, rush: 'rush' },
      { ...DEFAULT_PRICING_CONSTANTS, minimumPriceCents: 0 },
    );
    expect(breakdownLines(b).map((l) => l.label)).toEqual([
      'Material per piece (4.8 g)',
      'Machine time per piece (0.3 h)',
      'Electricity per piece',
      `30 pieces × $${(b.unitCents / 100).toFixed(2)}`,
      'Quantity break (10 % off from 30 pieces)',
      'Preparation (once per model)',
      'Rush (+30 %)',
    ]);
  });
});

describe('priceChangeNote', () => {
  it('says what the shop did instead of striking a price through', () => {
    expect(priceChangeNote(1400, 1000)).toBe(
      'Price set by the shop after review: raised from the instant price of $10.00.',
    );
    expect(priceChangeNote(800, 1000)).toMatch(/lowered from the instant price of \$10\.00/);
    expect(priceChangeNote(1000, 1000)).toBeNull();
  });
});
