import { describe, expect, it } from 'vitest';
import { labelTaxLine } from './label-tax-line';

describe('labelTaxLine', () => {
  it.each([
    { tax: 0, expected: null },
    { tax: 1, expected: 'Tax' },
    { tax: 500, expected: 'Tax' },
  ])('a tax of $tax¢ is labelled $expected', ({ tax, expected }) => {
    expect(labelTaxLine(tax)).toBe(expected);
  });
});
