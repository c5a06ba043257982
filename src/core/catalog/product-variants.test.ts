import { describe, expect, it } from 'vitest';
import {
  checkVariants,
  productOptionSchema,
  productVariantsInputSchema,
  variantInputSchema,
} from './product-variants';

const options = [
  { name: 'Colour', values: ['Red', 'Blue'] },
  { name: 'Material', values: ['PLA', 'Silk'] },
];
const v = (optionValues: string[], sku: string, extra: Record<string, unknown> = {}) =>
  variantInputSchema.parse({ optionValues, sku, price: '20', ...extra });

describe('product options', () => {
  it('refuses a repeated value, an empty list and a blank name', () => {
    expect(productOptionSchema.safeParse({ name: 'Colour', values: ['Red', 'red '] }).success).toBe(
      false,
    );
    expect(productOptionSchema.safeParse({ name: 'Colour', values: [] }).success).toBe(false);
    expect(productOptionSchema.safeParse({ name: ' ', values: ['Red'] }).success).toBe(false);
    expect(productOptionSchema.parse({ name: ' Colour ', values: [' Red'] })).toEqual({
      name: 'Colour',
      values: ['Red'],
    });
  });

  it('allows at most three options and a hundred variants', () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `O${i}`, values: ['x'] }));
    expect(
      productVariantsInputSchema.safeParse({ options: four, variants: [v([], 'A')] }).success,
    ).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => v([], `S${i}`));
    expect(productVariantsInputSchema.safeParse({ options: [], variants: many }).success).toBe(
      false,
    );
  });
});

describe('checkVariants', () => {
  it('accepts variants drawn from the options, one combination each', () => {
    expect(checkVariants(options, [v(['Red', 'PLA'], 'A'), v(['blue', 'silk'], 'B')], [])).toEqual(
      [],
    );
  });

  it('refuses a value the option does not offer', () => {
    const issues = checkVariants(options, [v(['Green', 'PLA'], 'A')], []);
    expect(issues).toEqual([
      { path: ['variants', 0, 'optionValues'], message: "'Green' is not a value of Colour" },
    ]);
  });

  it('refuses a missing value, a repeated combination and a repeated SKU', () => {
    const issues = checkVariants(
      options,
      [v(['Red'], 'A'), v(['Red', 'PLA'], 'B'), v(['red', 'pla'], 'B')],
      [],
    ).map((issue) => issue.message);
    expect(issues).toEqual([
      'Choose one value for each of the 2 options',
      'red / pla is listed twice',
      'SKU B is used by two variants',
    ]);
  });

  it('wants exactly one variant without options, and option names once', () => {
    expect(checkVariants([], [v([], 'A'), v([], 'B')], []).map((i) => i.message)).toContain(
      'A product without options has one variant',
    );
    expect(
      checkVariants(
        [options[0]!, { name: 'colour', values: ['x'] }],
        [v(['Red', 'x'], 'A')],
        [],
      ).map((i) => i.message),
    ).toEqual(["Option 'colour' twice"]);
  });

  it('needs a lead time for made to order and an image of the product', () => {
    const issues = checkVariants(
      [],
      [v([], 'A', { inventoryPolicy: 'made_to_order', imageUrl: '/x.webp' })],
      ['/y.webp'],
    ).map((i) => i.message);
    expect(issues).toEqual([
      'Made to order needs a lead time in days',
      "The variant's image must be one of the product's images",
    ]);
    expect(
      checkVariants(
        [],
        [v([], 'A', { inventoryPolicy: 'made_to_order', leadTimeDays: 5, imageUrl: '/y.webp' })],
        ['/y.webp'],
      ),
    ).toEqual([]);
  });

  it('bounds the lead time to 1..365 days', () => {
    expect(variantInputSchema.safeParse({ sku: 'A', price: '1', leadTimeDays: 0 }).success).toBe(
      false,
    );
    expect(variantInputSchema.safeParse({ sku: 'A', price: '1', leadTimeDays: 366 }).success).toBe(
      false,
    );
  });
});
