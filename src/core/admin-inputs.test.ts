import { describe, expect, it } from 'vitest';
import { productInputSchema } from './catalog/product-input';
import { discountInputSchema } from './discounts/discount-input';
import { moneyInput, optionalMoneyInput } from './money-input';
import { shipmentInputSchema } from './orders/order-admin-input';
import { shippingRateInputSchema } from './shipping/shipping-rate-input';

describe('moneyInput', () => {
  it.each<[unknown, string | null]>([
    ['12', '12.00'],
    ['12.5', '12.50'],
    [12.5, '12.50'],
    ['$3.99', '3.99'],
    ['0', '0.00'],
    ['1.005', null],
    ['-1', null],
    ['abc', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    const parsed = moneyInput.safeParse(input);
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });

  it('optional: empty or null is none', () => {
    expect(optionalMoneyInput.parse('')).toBeNull();
    expect(optionalMoneyInput.parse(null)).toBeNull();
    expect(optionalMoneyInput.parse('4')).toBe('4.00');
  });
});

describe('productInputSchema', () => {
  const valid = { name: ' Dragon ', price: '10', sku: 'drg-1', stock: 3 };
  it('normalises a minimal product', () => {
    expect(productInputSchema.parse(valid)).toEqual({
      name: 'Dragon',
      description: '',
      price: '10.00',
      compareAtPrice: null,
      sku: 'DRG-1',
      categoryId: null,
      isActive: true,
      stock: 3,
      images: [],
    });
  });

  it('takes an https image a catalogue links to (decision 138: linked, never fetched)', () => {
    const images = ['https://cdn.example/dragon.png', '/images/products/dragon.webp'];
    expect(productInputSchema.parse({ ...valid, images }).images).toEqual(images);
  });
  it.each<[string, Record<string, unknown>]>([
    ['blank name', { name: '  ' }],
    ['negative stock', { stock: -1 }],
    ['fractional stock', { stock: 1.5 }],
    // Decision 138: a catalogue may link an https image (never fetched); nothing else from outside.
    ['plain-http image', { images: ['http://cdn.example/x.png'] }],
    ['image with credentials', { images: ['https://user:pass@cdn.example/x.png'] }],
    ['script image', { images: ['javascript:alert(1)'] }],
    ['protocol-relative image', { images: ['//evil.example/x.png'] }],
    ['bad sku', { sku: 'a b' }],
  ])('refuses %s', (_name, patch) => {
    expect(productInputSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });
});

describe('discountInputSchema', () => {
  const valid = { code: ' summer10 ', type: 'percentage', value: '10' };
  it('upper-cases the code and fills defaults', () => {
    expect(discountInputSchema.parse(valid)).toMatchObject({
      code: 'SUMMER10',
      value: '10.00',
      isActive: true,
      startsAt: null,
      expiresAt: null,
      maximumUses: null,
    });
  });
  it.each<[string, Record<string, unknown>]>([
    ['percentage above 100', { value: '100.01' }],
    ['zero value', { value: '0' }],
    ['start after expiry', { startsAt: '2026-02-01T00:00:00Z', expiresAt: '2026-01-01T00:00:00Z' }],
    ['zero maximum uses', { maximumUses: 0 }],
    ['short code', { code: 'AB' }],
  ])('refuses %s', (_name, patch) => {
    expect(discountInputSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });
  it('accepts a fixed amount above 100', () => {
    expect(
      discountInputSchema.safeParse({ ...valid, type: 'fixed_amount', value: '150' }).success,
    ).toBe(true);
  });
});

describe('shippingRateInputSchema', () => {
  it('accepts a free rate and empty optional fields', () => {
    expect(
      shippingRateInputSchema.parse({
        name: 'Pickup',
        rate: '0',
        description: '',
        minWeight: '',
        maxWeight: '2.5',
      }),
    ).toMatchObject({
      rate: '0.00',
      description: null,
      minWeight: null,
      maxWeight: '2.5',
    });
  });
  it('refuses min weight above max weight', () => {
    expect(
      shippingRateInputSchema.safeParse({ name: 'X', rate: '1', minWeight: '3', maxWeight: '2' })
        .success,
    ).toBe(false);
  });
});

describe('shipmentInputSchema', () => {
  it('refuses a javascript: tracking URL', () => {
    expect(
      shipmentInputSchema.safeParse({ trackingNumber: '1Z', trackingUrl: 'javascript:alert(1)' })
        .success,
    ).toBe(false);
    expect(
      shipmentInputSchema.safeParse({
        trackingNumber: '1Z',
        trackingUrl: 'https://track.example/1Z',
      }).success,
    ).toBe(true);
  });
});
