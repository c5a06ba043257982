import { describe, expect, it } from 'vitest';
import { breakdownLines, customerPriceLines, priceChangeNote } from './breakdown-lines';
import { calculatePrintStartup } from './print-startup';
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

describe('customerPriceLines', () => {
  const startup = { materialKey: 'pla', materialName: 'PLA' };
  const price = (quantity: number, minimumPriceCents: number) =>
    pricePrint(
      cube20,
      pla,
      { quality: 'standard', infillPercent: 20, quantity, rush: 'rush' },
      { ...DEFAULT_PRICING_CONSTANTS, minimumPriceCents, startupCentsPerMaterial: 450 },
    );

  it("never shows the shop's own costs, and its lines add up to the print's price", () => {
    for (const [quantity, minimum] of [
      [30, 0],
      [1, 5000],
    ] as const) {
      const b = price(quantity, minimum);
      const shown = customerPriceLines(b, startup);
      const labels = shown.lines.map((l) => l.label).join('\n');
      expect(labels).not.toMatch(/Material|Machine|Electricity|Markup|minimum/i);
      expect(shown.lines.reduce((s, l) => s + l.cents, 0)).toBe(b.totalCents);
    }
    expect(customerPriceLines(price(1, 5000), startup).lines).toEqual([
      { label: 'Print job (1 piece)', cents: 5000, kind: 'job' },
    ]);
  });

  it('adds the start-up checkout charges, computed as the server computes it', () => {
    const b = price(30, 0);
    const shown = customerPriceLines(b, startup);
    const charged = calculatePrintStartup([{ ...startup, startupCentsPerMaterial: 450 }]);
    expect(shown.startupCents).toBe(charged.totalCents);
    expect(shown.startupLabel).toBe('Print start-up (PLA)');
    expect(shown.totalCents).toBe(b.totalCents + 450);
  });

  it("prices the owner's reviewed price as one line", () => {
    const shown = customerPriceLines(price(30, 0), startup, 12_300);
    expect(shown.lines).toEqual([{ label: 'Print job (30 pieces)', cents: 12_300, kind: 'job' }]);
    expect(shown.totalCents).toBe(12_750);
  });
});
