import { describe, expect, it } from 'vitest';
import { calculateOrderTotals, calculateSubtotal } from './calculate-order-totals';
import {
  availableShippingRates,
  chooseCheapestRate,
  formatShippingRate,
} from './choose-shipping-rate';

describe('calculateOrderTotals (SPEC §9: total = subtotal + shipping − discount, tax 0)', () => {
  it.each([
    {
      name: 'no discount',
      lines: [
        { price: 4999, quantity: 1 },
        { price: 1699, quantity: 2 },
      ],
      shipping: 599,
      discount: null,
      expected: { subtotal: 8397, discount: 0, shipping: 599, tax: 0, total: 8996 },
    },
    {
      name: '10 % off',
      lines: [{ price: 4999, quantity: 1 }],
      shipping: 599,
      discount: { type: 'percentage' as const, value: 1000 },
      expected: { subtotal: 4999, discount: 500, shipping: 599, tax: 0, total: 5098 },
    },
    {
      name: '$5 off, free shipping',
      lines: [{ price: 1599, quantity: 3 }],
      shipping: 0,
      discount: { type: 'fixed_amount' as const, value: 500 },
      expected: { subtotal: 4797, discount: 500, shipping: 0, tax: 0, total: 4297 },
    },
    {
      name: 'fixed discount above the subtotal stops at the subtotal',
      lines: [{ price: 300, quantity: 1 }],
      shipping: 599,
      discount: { type: 'fixed_amount' as const, value: 1000 },
      expected: { subtotal: 300, discount: 300, shipping: 599, tax: 0, total: 599 },
    },
    {
      name: 'empty cart',
      lines: [],
      shipping: 599,
      discount: { type: 'percentage' as const, value: 1000 },
      expected: { subtotal: 0, discount: 0, shipping: 599, tax: 0, total: 599 },
    },
  ])('$name', ({ lines, shipping, discount, expected }) => {
    expect(calculateOrderTotals({ lines, shipping, discount })).toEqual(expected);
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

describe('shipping rate choice (SPEC §9)', () => {
  const standard = { id: 'std', rate: 599, minOrderAmount: null };
  const express = { id: 'exp', rate: 1499, minOrderAmount: null };
  const pickup = { id: 'pick', rate: 0, minOrderAmount: null };
  const freeOver50 = { id: 'free50', rate: 0, minOrderAmount: 5000 };

  it.each([
    { rates: [standard, express, pickup], expected: 'pick' },
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
        availableShippingRates([standard, express, freeOver50], subtotal).map((r) => r.id),
      ).toEqual(expected);
    },
  );

  it.each([
    { rate: 0, expected: 'Free' },
    { rate: 599, expected: '$5.99' },
    { rate: 123456, expected: '$1,234.56' },
  ])('shows $rate as $expected', ({ rate, expected }) => {
    expect(formatShippingRate(rate)).toBe(expected);
  });
});
