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
      filters: { search: '', category: null, sort: 'name' as const },
      expected: ['Articulated Slug', 'aurora Dragon', 'Gear Spinner', 'Lunar Dragon'],
    },
    {
      filters: { search: '', category: null, sort: 'price-asc' as const },
      expected: ['Lunar Dragon', 'Articulated Slug', 'Gear Spinner', 'aurora Dragon'],
    },
    {
      filters: { search: '', category: null, sort: 'price-desc' as const },
      expected: ['aurora Dragon', 'Articulated Slug', 'Gear Spinner', 'Lunar Dragon'],
    },
    {
      filters: { search: 'DRAGON', category: null, sort: 'name' as const },
      expected: ['aurora Dragon', 'Lunar Dragon'],
    },
    {
      filters: { search: 'glows', category: null, sort: 'name' as const },
      expected: ['Lunar Dragon'],
    },
    {
      filters: { search: 'fdg-ger', category: null, sort: 'name' as const },
      expected: ['Gear Spinner'],
    },
    {
      filters: { search: ' rainbow  slug ', category: null, sort: 'name' as const },
      expected: ['Articulated Slug'],
    },
    {
      filters: { search: '', category: 'Fidgets', sort: 'price-desc' as const },
      expected: ['Articulated Slug', 'Gear Spinner'],
    },
    { filters: { search: 'dragon', category: 'Fidgets', sort: 'name' as const }, expected: [] },
  ])('$filters', ({ filters, expected }) => {
    expect(names(filterProducts(products, filters))).toEqual(expected);
  });

  it.each([
    ['price-asc', 'price-asc'],
    ['price-desc', 'price-desc'],
    ['name', 'name'],
    ['bogus', 'name'],
    [null, 'name'],
  ])('reads sort %j as %j', (input, expected) => {
    expect(parseProductSort(input)).toBe(expected);
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
