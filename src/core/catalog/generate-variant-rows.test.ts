import { describe, expect, it } from 'vitest';
import {
  generateVariantRows,
  productFieldsOfRows,
  suggestVariantSku,
  type VariantRow,
} from './generate-variant-rows';

const defaults = { sku: 'DRAGON', price: '20.00', compareAtPrice: '' };
const options = [
  { name: 'Colour', values: ['Red', 'Blue'] },
  { name: 'Material', values: ['PLA', 'PETG'] },
];

describe('generateVariantRows', () => {
  it('makes every combination, first option slowest, from the product defaults', () => {
    const rows = generateVariantRows(options, [], defaults);
    expect(rows.map((row) => row.optionValues.join('/'))).toEqual([
      'Red/PLA',
      'Red/PETG',
      'Blue/PLA',
      'Blue/PETG',
    ]);
    expect(rows[1]).toEqual({
      optionValues: ['Red', 'PETG'],
      sku: 'DRAGON-RED-PETG',
      price: '20.00',
      compareAtPrice: '',
      stock: 0,
      inventoryPolicy: 'track',
      leadTimeDays: null,
      imageUrl: null,
      weightGrams: '',
    });
  });

  it('keeps the fields of combinations that already exist, in the options spelling', () => {
    const existing: VariantRow = {
      optionValues: ['red', 'pla'],
      sku: 'KEEP-ME',
      price: '31.50',
      compareAtPrice: '40',
      stock: 7,
      inventoryPolicy: 'made_to_order',
      leadTimeDays: 4,
      imageUrl: '/img/a.jpg',
      weightGrams: '350',
      expectedStock: 7,
    };
    const rows = generateVariantRows(options, [existing], defaults);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({ ...existing, optionValues: ['Red', 'PLA'] });
    expect(rows[3]!.sku).toBe('DRAGON-BLUE-PETG');
  });

  it('gives no rows without options and drops rows of values no longer offered', () => {
    expect(generateVariantRows([], [], defaults)).toEqual([]);
    const old = generateVariantRows(options, [], defaults);
    const rows = generateVariantRows([{ values: ['Red'] }, { values: ['PLA'] }], old, defaults);
    expect(rows.map((row) => row.sku)).toEqual(['DRAGON-RED-PLA']);
  });
});

describe('suggestVariantSku', () => {
  it('keeps the base SKU, only letters and digits of the values, and bounds the length', () => {
    expect(suggestVariantSku(' ab-1 ', ['Dark Red', 'PLA+'])).toBe('AB-1-DARKRED-PLA');
    expect(suggestVariantSku('', ['Red'])).toBe('RED');
    expect(suggestVariantSku('X'.repeat(70), ['Red'])).toHaveLength(64);
  });
});

describe('productFieldsOfRows', () => {
  it('takes the cheapest prices and sums the tracked stock only', () => {
    const rows = generateVariantRows(options, [], defaults).map((row, index) => ({
      ...row,
      price: ['25', '9.50', 'oops', '12'][index]!,
      compareAtPrice: ['', '11', '', ''][index]!,
      stock: index + 1,
      inventoryPolicy: index === 3 ? ('made_to_order' as const) : ('track' as const),
    }));
    expect(productFieldsOfRows(rows)).toEqual({ price: '9.50', compareAtPrice: '11', stock: 6 });
    expect(productFieldsOfRows([])).toEqual({ price: '', compareAtPrice: '', stock: 0 });
  });
});
