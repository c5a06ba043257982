import { describe, expect, it } from 'vitest';
import {
  describeStock,
  filterProducts,
  parseProductSort,
  shownComparePrice,
} from './filter-products';

const products = [
  {
    name: 'Gear Spinner',
    description: 'planetary gears',
    sku: 'FDG-GER-02',
    price: '17.99',
    category: 'Fidgets',
  },
  {
    name: 'aurora Dragon',
    description: 'colour changing',
    sku: 'DRG-CC-AUR-01',
    price: '49.99',
    category: 'Dragons',
  },
  {
    name: 'Articulated Slug',
    description: 'rainbow slug',
    sku: 'FDG-SLG-03',
    price: '17.99',
    category: 'Fidgets',
  },
  {
    name: 'Lunar Dragon',
    description: 'glows green',
    sku: 'DRG-GL-LUN-01',
    price: '9.50',
    category: null,
  },
];
const names = (list: typeof products) => list.map((p) => p.name);

describe('filterProducts (/shop)', () => {
  it.each([
    {
      filters: { category: null, sort: 'name' as const },
      expected: ['Articulated Slug', 'aurora Dragon', 'Gear Spinner', 'Lunar Dragon'],
    },
    {
      filters: { category: null, sort: 'price-asc' as const },
      expected: ['Lunar Dragon', 'Articulated Slug', 'Gear Spinner', 'aurora Dragon'],
    },
    {
      filters: { category: null, sort: 'price-desc' as const },
      expected: ['aurora Dragon', 'Articulated Slug', 'Gear Spinner', 'Lunar Dragon'],
    },
    {
      // The server's ranking stands as it came.
      filters: { category: null, sort: 'relevance' as const },
      expected: ['Gear Spinner', 'aurora Dragon', 'Articulated Slug', 'Lunar Dragon'],
    },
    {
      filters: { category: 'Fidgets', sort: 'price-desc' as const },
      expected: ['Articulated Slug', 'Gear Spinner'],
    },
    {
      filters: { category: 'Fidgets', sort: 'relevance' as const },
      expected: ['Gear Spinner', 'Articulated Slug'],
    },
    { filters: { category: 'Nothing', sort: 'name' as const }, expected: [] },
  ])('$filters', ({ filters, expected }) => {
    expect(names(filterProducts(products, filters))).toEqual(expected);
  });

  it('leaves the list it was given as it was', () => {
    const before = names(products);
    filterProducts(products, { category: null, sort: 'name' });
    expect(names(products)).toEqual(before);
  });

  it.each([
    ['price-asc', false, 'price-asc'],
    ['price-desc', true, 'price-desc'],
    ['name', true, 'name'],
    ['bogus', false, 'name'],
    [null, false, 'name'],
    [null, true, 'relevance'],
    ['bogus', true, 'relevance'],
    ['relevance', true, 'relevance'],
    ['relevance', false, 'name'],
  ] as const)('reads sort %j (searching: %j) as %j', (input, searching, expected) => {
    expect(parseProductSort(input, searching)).toBe(expected);
  });
});

describe('product card texts', () => {
  it.each([
    [0, 'Out of stock'],
    [1, 'Only 1 left'],
    [4, 'Only 4 left'],
    [5, '5 in stock'],
  ])('stock %i → %j', (quantity, expected) => {
    expect(describeStock(quantity)).toBe(expected);
  });

  it.each([
    ['49.99', '59.99', '59.99'],
    ['49.99', '49.99', null],
    ['49.99', '39.99', null],
    ['49.99', null, null],
  ])('price %s, compare %s → %s', (price, compare, expected) => {
    expect(shownComparePrice(price, compare)).toBe(expected);
  });
});
