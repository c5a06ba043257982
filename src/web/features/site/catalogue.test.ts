import { describe, expect, it } from 'vitest';
import { formatMoney } from '#core/money';
import { catalogue, catalogueCategories } from './catalogue';

describe('static catalogue (SPEC §3, §9)', () => {
  it('has nine items with ids 1 to 9', () => {
    expect(catalogue.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('prices run from 15.99 to 69.99', () => {
    const prices = catalogue.map((item) => item.price);
    expect(formatMoney(Math.min(...prices))).toBe('$15.99');
    expect(formatMoney(Math.max(...prices))).toBe('$69.99');
  });

  it('fills every category and gives every item a name, image and description', () => {
    for (const category of catalogueCategories)
      expect(catalogue.some((item) => item.category === category)).toBe(true);
    for (const item of catalogue) {
      expect(item.name && item.description).toBeTruthy();
      expect(item.image).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
    }
  });
});
