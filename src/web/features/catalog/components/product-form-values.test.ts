import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  productFormSchema,
  productFormFieldNames,
  toProductInput,
  type ProductFormValues,
} from './product-form-values';

const simple: ProductFormValues = {
  ...emptyProductForm,
  name: 'Vase',
  price: '12',
  sku: 'VASE-1',
  stock: 3,
};
const withOptions: ProductFormValues = {
  ...simple,
  options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
  variants: [
    {
      optionValues: ['Red'],
      sku: 'VASE-1-RED',
      price: '15',
      compareAtPrice: '',
      stock: 4,
      inventoryPolicy: 'track',
      leadTimeDays: 9,
      imageUrl: null,
      weightGrams: '120',
    },
    {
      optionValues: ['Blue'],
      sku: 'VASE-1-BLUE',
      price: '11.50',
      compareAtPrice: '14',
      stock: Number.NaN,
      inventoryPolicy: 'made_to_order',
      leadTimeDays: 3,
      imageUrl: null,
      weightGrams: '',
    },
  ],
};

describe('toProductInput', () => {
  it("sends only the spec's fields for a product without options, as before variants", () => {
    const input = toProductInput(simple, { hadOptions: false });
    expect(input).not.toHaveProperty('options');
    expect(input).not.toHaveProperty('variants');
    expect(productFormSchema.parse(input)).toMatchObject({ price: '12.00', stock: 3 });
  });

  it('sends one default variant from the spec fields when the last option was removed', () => {
    const input = toProductInput(simple, { hadOptions: true });
    expect(input.options).toEqual([]);
    expect(productFormSchema.parse(input).variants).toEqual([
      expect.objectContaining({ optionValues: [], sku: 'VASE-1', price: '12.00', stock: 3 }),
    ]);
  });

  it("takes the product's prices and stock from its variants; lead time only when made to order", () => {
    const parsed = productFormSchema.parse(toProductInput(withOptions, { hadOptions: false }));
    expect(parsed).toMatchObject({ price: '11.50', compareAtPrice: '14.00', stock: 4 });
    expect(parsed.variants?.map((v) => [v.stock, v.leadTimeDays])).toEqual([
      [4, null],
      [0, 3],
    ]);
  });

  it('lets the shared schema refuse a made-to-order variant without a lead time at its cell', () => {
    const values = structuredClone(withOptions);
    values.variants[1]!.leadTimeDays = null;
    const result = productFormSchema.safeParse(toProductInput(values, { hadOptions: false }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'variants.1.leadTimeDays',
    ]);
  });

  it("reads each variant's own weight in grams; empty is the product's, over 100 kg refused", () => {
    const parsed = productFormSchema.parse(toProductInput(withOptions, { hadOptions: false }));
    expect(parsed.variants?.map((v) => v.weightGrams)).toEqual([120, null]);
    for (const typed of ['1000001', '2.5', '-1']) {
      const values = structuredClone(withOptions);
      values.variants[0]!.weightGrams = typed;
      const result = productFormSchema.safeParse(toProductInput(values, { hadOptions: false }));
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
        'variants.0.weightGrams',
      ]);
    }
  });
});

describe('productFormFieldNames', () => {
  it("names every variant's cells so the server's issues land there", () => {
    const names = productFormFieldNames(withOptions);
    expect(names).toContain('variants.1.sku');
    expect(names).toContain('variants.1.weightGrams');
    expect(names).toContain('options.0.values');
    expect(names).toContain('price');
    expect(names).not.toContain('variants.2.sku');
  });
});
