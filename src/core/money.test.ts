import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, roundCents, toCents } from './money';

describe('toCents', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['15.99', 1599],
    ['69.99', 6999],
    ['-3.07', -307],
    [19.99, 1999],
    [0.1, 10],
  ])('%s -> %i cents', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '1e3', '12.', '.5'])('refuses %j', (input) => {
    expect(() => toCents(input)).toThrow(RangeError);
  });

  it('refuses numbers with more than two decimals and non-finite numbers', () => {
    expect(() => toCents(1.005)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1999, '19.99'],
    [-307, '-3.07'],
  ])('%i -> %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('round-trips with toCents', () => {
    for (const cents of [1, 99, 100, 123456]) expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('refuses fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats USD in en-US', () => {
    expect(formatMoney(1599)).toBe('$15.99');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it("writes what Intl's en-US USD formatter writes", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [0, -0, 1, 5, 10, 99, 100, 101, 999, 1000, 99999, 100000, 100001, 123456789];
    for (let cents = -250_000; cents <= 250_000; cents += 997) samples.push(cents);
    for (let digits = 1; digits <= 15; digits += 1) samples.push(10 ** digits - 1, -(10 ** digits));
    for (const cents of samples) expect(formatMoney(cents)).toBe(intl.format(cents / 100));
  });
});

describe('roundCents', () => {
  it('rounds half away from zero', () => {
    expect(roundCents(12.5)).toBe(13);
    expect(roundCents(12.49)).toBe(12);
    expect(roundCents(-12.5)).toBe(-13);
  });
});
