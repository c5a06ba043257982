import { describe, expect, it } from 'vitest';
import { calculateDiscountAmount } from './calculate-discount-amount';
import {
  checkDiscountCode,
  normalizeDiscountCode,
  type DiscountCodeRecord,
} from './check-discount-code';
import { getDiscountDisplayState } from './get-discount-display-state';

const now = new Date('2026-06-15T12:00:00Z');
const past = new Date('2026-06-01T00:00:00Z');
const future = new Date('2026-07-01T00:00:00Z');
const base: DiscountCodeRecord = {
  code: 'SAVE10',
  type: 'percentage',
  value: 1000,
  isActive: true,
  startsAt: null,
  expiresAt: null,
  maximumUses: null,
  usesCount: 0,
  minimumOrderAmount: null,
};

describe('getDiscountDisplayState (SPEC §4 order)', () => {
  it.each([
    {
      name: 'inactive beats everything',
      fields: { isActive: false, expiresAt: past, startsAt: future, maximumUses: 1, usesCount: 1 },
      expected: 'Inactive',
    },
    {
      name: 'expired beats scheduled and used up',
      fields: { expiresAt: past, startsAt: future, maximumUses: 1, usesCount: 1 },
      expected: 'Expired',
    },
    { name: 'expiry exactly now is expired', fields: { expiresAt: now }, expected: 'Expired' },
    {
      name: 'scheduled beats used up',
      fields: { startsAt: future, maximumUses: 1, usesCount: 1 },
      expected: 'Scheduled',
    },
    { name: 'used up', fields: { maximumUses: 3, usesCount: 3 }, expected: 'Used Up' },
    { name: 'below the maximum', fields: { maximumUses: 3, usesCount: 2 }, expected: 'Active' },
    {
      name: 'started, not expired',
      fields: { startsAt: past, expiresAt: future },
      expected: 'Active',
    },
    {
      name: 'dates as ISO strings',
      fields: { expiresAt: past.toISOString() },
      expected: 'Expired',
    },
    { name: 'no limits', fields: {}, expected: 'Active' },
  ])('$name → $expected', ({ fields, expected }) => {
    expect(getDiscountDisplayState({ ...base, ...fields }, now)).toBe(expected);
  });
});

describe('calculateDiscountAmount (SPEC §9)', () => {
  it.each([
    { terms: { type: 'percentage', value: 1000 }, subtotal: 4999, expected: 500 },
    { terms: { type: 'percentage', value: 1000 }, subtotal: 4995, expected: 500 },
    { terms: { type: 'percentage', value: 1000 }, subtotal: 4994, expected: 499 },
    { terms: { type: 'percentage', value: 1250 }, subtotal: 10000, expected: 1250 },
    { terms: { type: 'percentage', value: 10000 }, subtotal: 2599, expected: 2599 },
    {
      terms: { type: 'percentage', value: 2000 },
      subtotal: 900_000_000_000,
      expected: 180_000_000_000,
    },
    { terms: { type: 'fixed_amount', value: 500 }, subtotal: 4999, expected: 500 },
    { terms: { type: 'fixed_amount', value: 500 }, subtotal: 300, expected: 300 },
    { terms: { type: 'fixed_amount', value: 500 }, subtotal: 0, expected: 0 },
  ] as const)(
    '$terms.type $terms.value of $subtotal → $expected',
    ({ terms, subtotal, expected }) => {
      expect(calculateDiscountAmount(terms, subtotal)).toBe(expected);
    },
  );
});

describe('checkDiscountCode (SPEC §5 order)', () => {
  it.each([
    {
      name: 'unknown code',
      record: null,
      subtotal: 5000,
      expected: { ok: false, reason: 'invalid' },
    },
    {
      name: 'inactive',
      record: { ...base, isActive: false, expiresAt: past },
      subtotal: 5000,
      expected: { ok: false, reason: 'invalid' },
    },
    {
      name: 'expired before used up',
      record: { ...base, expiresAt: past, maximumUses: 1, usesCount: 1 },
      subtotal: 5000,
      expected: { ok: false, reason: 'expired' },
    },
    {
      name: 'not started yet',
      record: { ...base, startsAt: future },
      subtotal: 5000,
      expected: { ok: false, reason: 'not_started' },
    },
    {
      name: 'used up before minimum',
      record: { ...base, maximumUses: 3, usesCount: 3, minimumOrderAmount: 10000 },
      subtotal: 5000,
      expected: { ok: false, reason: 'used_up' },
    },
    {
      name: 'minimum not met',
      record: { ...base, minimumOrderAmount: 10000 },
      subtotal: 9999,
      expected: { ok: false, reason: 'minimum_not_met', minimumOrderAmount: 10000 },
    },
    {
      name: 'minimum exactly met',
      record: { ...base, minimumOrderAmount: 10000 },
      subtotal: 10000,
      expected: {
        ok: true,
        code: 'SAVE10',
        terms: { type: 'percentage', value: 1000 },
        amount: 1000,
      },
    },
    {
      name: 'fixed amount',
      record: { ...base, type: 'fixed_amount' as const, value: 500 },
      subtotal: 4999,
      expected: {
        ok: true,
        code: 'SAVE10',
        terms: { type: 'fixed_amount', value: 500 },
        amount: 500,
      },
    },
  ])('$name', ({ record, subtotal, expected }) => {
    expect(checkDiscountCode(record, subtotal, now)).toEqual(expected);
  });

  it.each([
    ['welcome10', 'WELCOME10'],
    ['  Save5 ', 'SAVE5'],
  ])('compares %j as %j', (input, expected) => {
    expect(normalizeDiscountCode(input)).toBe(expected);
  });
});
