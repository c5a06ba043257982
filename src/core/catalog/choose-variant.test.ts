import { describe, expect, it } from 'vitest';
import {
  describeAvailability,
  findVariant,
  generateCombinations,
  initialChoice,
  isPickable,
  isPurchasable,
  maxOrderable,
  nameWithVariant,
  pickValue,
  priceRange,
  variantTitle,
  type ChoosableVariant,
} from './choose-variant';

const variant = (
  optionValues: string[],
  price: string,
  quantity = 3,
  extra: Partial<ChoosableVariant> = {},
): ChoosableVariant => ({
  optionValues,
  price,
  quantity,
  inventoryPolicy: 'track',
  leadTimeDays: null,
  ...extra,
});

// Red comes in PLA and Silk; Blue only in PLA: Blue / Silk is not sold.
const dragons = [
  variant(['Red', 'PLA'], '20.00'),
  variant(['Red', 'Silk'], '26.50', 0),
  variant(['Blue', 'PLA'], '21.00'),
];

describe('nameWithVariant', () => {
  it('names the chosen variant beside its product, and the product alone without one', () => {
    expect(nameWithVariant('Firefly Hatchling', variantTitle(['Amber', 'PLA']))).toBe(
      'Firefly Hatchling (Amber / PLA)',
    );
    expect(nameWithVariant('Gear Spinner', variantTitle([]))).toBe('Gear Spinner');
    expect(nameWithVariant('Gear Spinner', null)).toBe('Gear Spinner');
  });
});

describe('generateCombinations', () => {
  it('lists every combination, first option slowest', () => {
    expect(
      generateCombinations([{ values: ['Red', 'Blue'] }, { values: ['PLA', 'Silk'] }]),
    ).toEqual([
      ['Red', 'PLA'],
      ['Red', 'Silk'],
      ['Blue', 'PLA'],
      ['Blue', 'Silk'],
    ]);
  });

  it('gives the one empty combination without options, and 2 × 3 × 2 with three', () => {
    expect(generateCombinations([])).toEqual([[]]);
    expect(
      generateCombinations([
        { values: ['a', 'b'] },
        { values: ['c', 'd', 'e'] },
        { values: ['f', 'g'] },
      ]),
    ).toHaveLength(12);
  });
});

describe('choosing', () => {
  it('finds the variant of a complete choice, ignoring case', () => {
    expect(findVariant(dragons, ['blue', 'pla'])?.price).toBe('21.00');
    expect(findVariant(dragons, ['Blue', 'Silk'])).toBeUndefined();
    expect(findVariant(dragons, ['Red', null])).toBeUndefined();
    expect(findVariant([variant([], '5.00')], [])?.price).toBe('5.00');
  });

  it('lets a value be picked only when a variant has it with the other choices', () => {
    expect(isPickable(dragons, ['Blue', 'PLA'], 1, 'Silk')).toBe(false);
    expect(isPickable(dragons, ['Red', 'PLA'], 1, 'Silk')).toBe(true);
    expect(isPickable(dragons, [null, 'Silk'], 0, 'Blue')).toBe(false);
    expect(isPickable(dragons, [null, null], 0, 'Blue')).toBe(true);
    expect(isPickable(dragons, [null, null], 0, 'Green')).toBe(false);
  });

  it('clears a choice the new pick leaves without a variant', () => {
    expect(pickValue(dragons, ['Red', 'Silk'], 0, 'Blue')).toEqual(['Blue', null]);
    expect(pickValue(dragons, ['Red', 'PLA'], 0, 'Blue')).toEqual(['Blue', 'PLA']);
  });

  it('starts on the first variant that can be bought', () => {
    expect(initialChoice([dragons[1]!, dragons[2]!])).toEqual(['Blue', 'PLA']);
    expect(initialChoice([dragons[1]!])).toEqual(['Red', 'Silk']);
    expect(initialChoice([])).toEqual([]);
  });

  it('titles a variant by its values', () => {
    expect(variantTitle(['Red', 'PLA'])).toBe('Red / PLA');
    expect(variantTitle([])).toBe('');
  });
});

describe('prices and availability', () => {
  it('spans the lowest and highest price in cents', () => {
    expect(priceRange(dragons)).toEqual({ min: 2000, max: 2650 });
  });

  it('sells a tracked variant while it has stock, made to order always', () => {
    const made = variant(['Red', 'Silk'], '1.00', 0, {
      inventoryPolicy: 'made_to_order',
      leadTimeDays: 7,
    });
    expect(isPurchasable(dragons[1]!)).toBe(false);
    expect(isPurchasable(dragons[0]!)).toBe(true);
    expect(isPurchasable(made)).toBe(true);
    expect(maxOrderable(dragons[0]!)).toBe(3);
    expect(maxOrderable(made)).toBe(Infinity);
    expect(describeAvailability(made)).toBe('Ships in 7 days');
    expect(describeAvailability({ ...made, leadTimeDays: 1 })).toBe('Ships in 1 day');
    expect(describeAvailability(dragons[1]!)).toBe('Out of stock');
    expect(describeAvailability(dragons[0]!)).toBe('Only 3 left');
    expect(describeAvailability(variant([], '1.00', 12))).toBe('12 in stock');
  });
});
