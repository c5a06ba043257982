import { describe, expect, it } from 'vitest';
import {
  cartWeightGrams,
  formatWeight,
  kilogramsToGrams,
  unitWeightGrams,
} from './delivery-method';

describe('weights (decision 172)', () => {
  it.each([
    { kg: '1.5', grams: 1500 },
    { kg: '0.001', grams: 1 },
    { kg: '2', grams: 2000 },
    { kg: '12.34', grams: 12340 },
    { kg: null, grams: null },
    { kg: 'heavy', grams: null },
  ])('a limit of $kg kg is $grams g', ({ kg, grams }) => {
    expect(kilogramsToGrams(kg)).toBe(grams);
  });

  it('a variant weight overrides its product weight; none weighs nothing', () => {
    expect(unitWeightGrams(120, 300)).toBe(120);
    expect(unitWeightGrams(0, 300)).toBe(0);
    expect(unitWeightGrams(null, 300)).toBe(300);
    expect(unitWeightGrams(null, null)).toBe(0);
  });

  it('the cart weighs each line times its quantity', () => {
    expect(
      cartWeightGrams([
        { weightGrams: 250, quantity: 3 },
        { weightGrams: 1200, quantity: 1 },
      ]),
    ).toBe(1950);
  });

  it.each([
    { grams: 250, text: '250 g' },
    { grams: 1000, text: '1 kg' },
    { grams: 1250, text: '1.25 kg' },
  ])('$grams g reads "$text"', ({ grams, text }) => {
    expect(formatWeight(grams)).toBe(text);
  });
});
