import { describe, expect, it } from 'vitest';
import { calculateOrderTotals, calculateSubtotal } from './calculate-order-totals';
import { calculateTaxAmount } from './calculate-tax-amount';
import {
  availableShippingRates,
  chooseCheapestRate,
  describeRateLimits,
  formatShippingRate,
} from './choose-shipping-rate';

const TAX_OFF = { taxRate: 8.5, taxEnabled: false };
const TAX_10 = { taxRate: 10, taxEnabled: true };

// Without custom prints an order has no start-up cost and its shipping is the chosen rate: the
// tables below give the other figures.

describe('calculateOrderTotals, tax off (SPEC §9: total = subtotal + shipping − discount, tax 0)', () => {
  it.each([
    {
      name: 'no discount',
      lines: [
        { price: 4999, quantity: 1 },
        { price: 1699, quantity: 2 },
      ],
      shipping: 599,
      discount: null,
      expected: { subtotal: 8397, discount: 0, tax: 0, total: 8996 },
    },
    {
      name: '10 % off',
      lines: [{ price: 4999, quantity: 1 }],
      shipping: 599,
      discount: { type: 'percentage' as const, value: 1000 },
      expected: { subtotal: 4999, discount: 500, tax: 0, total: 5098 },
    },
    {
      name: '$5 off, free shipping',
      lines: [{ price: 1599, quantity: 3 }],
      shipping: 0,
      discount: { type: 'fixed_amount' as const, value: 500 },
      expected: { subtotal: 4797, discount: 500, tax: 0, total: 4297 },
    },
    {
      name: 'fixed discount above the subtotal stops at the subtotal',
      lines: [{ price: 300, quantity: 1 }],
      shipping: 599,
      discount: { type: 'fixed_amount' as const, value: 1000 },
      expected: { subtotal: 300, discount: 300, tax: 0, total: 599 },
    },
    {
      name: 'empty cart',
      lines: [],
      shipping: 599,
      discount: { type: 'percentage' as const, value: 1000 },
      expected: { subtotal: 0, discount: 0, tax: 0, total: 599 },
    },
  ])('$name', ({ lines, shipping, discount, expected }) => {
    expect(calculateOrderTotals({ lines, shipping, discount, tax: TAX_OFF })).toEqual({
      printStartup: 0,
      shipping,
      ...expected,
    });
  });

  it('sums unit price × quantity', () => {
    expect(
      calculateSubtotal([
        { price: 1, quantity: 3 },
        { price: 1000, quantity: 2 },
      ]),
    ).toBe(2003);
  });
});

describe('calculateOrderTotals with tax turned on (decision 122)', () => {
  it.each([
    {
      name: '10 % on the subtotal, not on shipping',
      lines: [{ price: 2500, quantity: 2 }],
      shipping: 599,
      discount: null,
      tax: TAX_10,
      expected: { subtotal: 5000, discount: 0, tax: 500, total: 6099 },
    },
    {
      name: '10 % on the subtotal less a 10 % discount',
      lines: [{ price: 4999, quantity: 1 }],
      shipping: 599,
      discount: { type: 'percentage' as const, value: 1000 },
      tax: TAX_10,
      // 4999 − 500 = 4499; 10 % = 449.9¢ → 450¢.
      expected: { subtotal: 4999, discount: 500, tax: 450, total: 5548 },
    },
    {
      name: '8.5 % with a fixed discount',
      lines: [{ price: 1599, quantity: 3 }],
      shipping: 0,
      discount: { type: 'fixed_amount' as const, value: 500 },
      tax: { taxRate: 8.5, taxEnabled: true },
      // 4797 − 500 = 4297; 8.5 % = 365.245¢ → 365¢.
      expected: { subtotal: 4797, discount: 500, tax: 365, total: 4662 },
    },
    {
      name: 'a discount larger than the subtotal leaves nothing to tax',
      lines: [{ price: 300, quantity: 1 }],
      shipping: 599,
      discount: { type: 'fixed_amount' as const, value: 1000 },
      tax: TAX_10,
      expected: { subtotal: 300, discount: 300, tax: 0, total: 599 },
    },
    {
      name: 'a rate of 0 charges nothing',
      lines: [{ price: 2500, quantity: 1 }],
      shipping: 599,
      discount: null,
      tax: { taxRate: 0, taxEnabled: true },
      expected: { subtotal: 2500, discount: 0, tax: 0, total: 3099 },
    },
    {
      name: 'the same order with tax off charges none, whatever the rate',
      lines: [{ price: 2500, quantity: 2 }],
      shipping: 599,
      discount: null,
      tax: { taxRate: 10, taxEnabled: false },
      expected: { subtotal: 5000, discount: 0, tax: 0, total: 5599 },
    },
  ])('$name', ({ lines, shipping, discount, tax, expected }) => {
    expect(calculateOrderTotals({ lines, shipping, discount, tax })).toEqual({
      printStartup: 0,
      shipping,
      ...expected,
    });
  });

  it.each([
    // Exactly half a cent rounds away from zero (up), just below half rounds down.
    { taxable: 5, rate: 10, expected: 1 }, // 0.5¢
    { taxable: 15, rate: 10, expected: 2 }, // 1.5¢
    { taxable: 25, rate: 10, expected: 3 }, // 2.5¢ (not to even)
    { taxable: 4, rate: 10, expected: 0 }, // 0.4¢
    { taxable: 10, rate: 8.5, expected: 1 }, // 0.85¢
    { taxable: 100, rate: 0.5, expected: 1 }, // 0.5¢
    { taxable: 99, rate: 0.5, expected: 0 }, // 0.495¢
    { taxable: 4297, rate: 7.3, expected: 314 }, // 313.681¢
    // Exactly half a cent that a float product would see as 34.4999…¢ and 38.4999…¢.
    { taxable: 1500, rate: 2.3, expected: 35 }, // 34.5¢
    { taxable: 5500, rate: 0.7, expected: 39 }, // 38.5¢
    { taxable: 1999, rate: 100, expected: 1999 },
    { taxable: 0, rate: 10, expected: 0 },
    // Far beyond any cart: still exact to the cent.
    { taxable: 900_719_925_474_099, rate: 8.5, expected: 76_561_193_665_298 }, // …298.415¢
  ])('$rate % of $taxable¢ is $expected¢', ({ taxable, rate, expected }) => {
    expect(calculateTaxAmount(taxable, { taxRate: rate, taxEnabled: true })).toBe(expected);
  });
});

describe('shipping rate choice (SPEC §9)', () => {
  const standard = { id: 'std', rate: 599, minOrderAmount: null };
  const express = { id: 'exp', rate: 1499, minOrderAmount: null };
  const pickup = { id: 'pick', rate: 0, minOrderAmount: null, isPickup: true };
  const freeOver50 = { id: 'free50', rate: 0, minOrderAmount: 5000 };
  const upTo2kg = { id: 'small', rate: 399, minOrderAmount: null, maxWeightGrams: 2000 };
  const from2kg = { id: 'heavy', rate: 1999, minOrderAmount: null, minWeightGrams: 2000 };

  it.each([
    // Pickup costs nothing but is never preselected: the shopper chooses it (decision 172).
    { rates: [standard, express, pickup], expected: 'std' },
    { rates: [pickup], expected: null },
    { rates: [freeOver50, pickup, standard], expected: 'free50' },
    { rates: [express, standard], expected: 'std' },
    { rates: [standard, { ...standard, id: 'std-2' }], expected: 'std' },
    { rates: [], expected: null },
  ])('the cheapest of $rates.length rates is preselected', ({ rates, expected }) => {
    expect(chooseCheapestRate(rates)?.id ?? null).toBe(expected);
  });

  it.each([
    { subtotal: 4999, expected: ['std', 'exp'] },
    { subtotal: 5000, expected: ['std', 'exp', 'free50'] },
  ])(
    'a rate with a minimum order applies from it (subtotal $subtotal)',
    ({ subtotal, expected }) => {
      expect(
        availableShippingRates([standard, express, freeOver50], {
          subtotal,
          weightGrams: 0,
        }).map((r) => r.id),
      ).toEqual(expected);
    },
  );

  it.each([
    { weightGrams: 0, expected: ['std', 'small'] },
    { weightGrams: 1999, expected: ['std', 'small'] },
    { weightGrams: 2000, expected: ['std', 'small', 'heavy'] },
    { weightGrams: 2001, expected: ['std', 'heavy'] },
  ])('weight limits are inclusive ($weightGrams g)', ({ weightGrams, expected }) => {
    expect(
      availableShippingRates([standard, upTo2kg, from2kg], { subtotal: 1000, weightGrams }).map(
        (r) => r.id,
      ),
    ).toEqual(expected);
  });

  it.each([
    { rate: upTo2kg, expected: 'up to 2 kg' },
    { rate: from2kg, expected: 'from 2 kg' },
    { rate: { ...from2kg, maxWeightGrams: 5500 }, expected: '2 kg – 5.5 kg' },
    { rate: freeOver50, expected: 'orders from $50.00' },
    { rate: { ...upTo2kg, minOrderAmount: 2500 }, expected: 'up to 2 kg · orders from $25.00' },
    { rate: standard, expected: 'No limits' },
  ])('the owner reads a rate\'s limits as "$expected"', ({ rate, expected }) => {
    expect(describeRateLimits(rate)).toBe(expected);
  });

  it.each([
    { rate: 0, expected: 'Free' },
    { rate: 599, expected: '$5.99' },
    { rate: 123456, expected: '$1,234.56' },
  ])('shows $rate as $expected', ({ rate, expected }) => {
    expect(formatShippingRate(rate)).toBe(expected);
  });
});

describe('calculateOrderTotals with custom prints (decision 124)', () => {
  it('adds the start-up cost beside the subtotal: taxed, never discounted', () => {
    expect(
      calculateOrderTotals({
        lines: [{ price: 2000, quantity: 1 }],
        shipping: 599,
        discount: { type: 'percentage' as const, value: 1000 },
        tax: TAX_10,
        printStartup: 600,
      }),
    ).toEqual({
      subtotal: 2000,
      printStartup: 600,
      discount: 200, // 10 % of the goods only
      shipping: 599,
      tax: 240, // 10 % of 2000 − 200 + 600
      total: 2000 + 600 + 599 - 200 + 240,
    });
  });
});
