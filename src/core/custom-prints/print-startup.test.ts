import { describe, expect, it } from 'vitest';
import { calculatePrintStartup, labelPrintStartup, startupLinesOfCart } from './print-startup';

const pla = { materialKey: 'm-pla', materialName: 'PLA', startupCentsPerMaterial: 300 };
const petg = { materialKey: 'm-petg', materialName: 'PETG', startupCentsPerMaterial: 300 };

describe('calculatePrintStartup', () => {
  it('charges once per material per order: two PLA quotes and one PETG pay twice', () => {
    const startup = calculatePrintStartup([pla, pla, petg]);
    expect(startup.totalCents).toBe(600);
    expect(startup.materials).toEqual([
      { materialName: 'PLA', cents: 300 },
      { materialName: 'PETG', cents: 300 },
    ]);
    expect(labelPrintStartup(startup)).toBe('Print start-up (PLA, PETG)');
  });

  it('charges the highest figure once when quotes of one material were priced apart', () => {
    expect(
      calculatePrintStartup([pla, { ...pla, startupCentsPerMaterial: 450 }, pla]).totalCents,
    ).toBe(450);
  });

  it('is nothing without custom prints, and a zero start-up has no line', () => {
    expect(calculatePrintStartup([])).toEqual({ materials: [], totalCents: 0 });
    expect(labelPrintStartup(calculatePrintStartup([]))).toBeNull();
    expect(
      labelPrintStartup(calculatePrintStartup([{ ...pla, startupCentsPerMaterial: 0 }])),
    ).toBeNull();
  });
});

describe('startupLinesOfCart', () => {
  it('reads the start-up of custom print items and ignores products and older carts', () => {
    const items = [
      { id: 'p1' },
      { id: 'q1', startup: pla },
      { id: 'q2', startup: { materialKey: 'm', materialName: 'X' } },
      { id: 'q3', startup: petg },
    ];
    expect(startupLinesOfCart(items)).toEqual([pla, petg]);
    expect(calculatePrintStartup(startupLinesOfCart([{ id: 'p1' }])).totalCents).toBe(0);
  });
});
