import { describe, expect, it } from 'vitest';
import {
  defaultShopSettings,
  mergeStoredSettings,
  mergeStoredTaxSettings,
  shopSettingsSchema,
} from './shop-settings';

const defaults = defaultShopSettings({
  ownerEmail: 'owner@example.com',
  externalStoreUrl: 'https://shop.example.com',
});

describe('shop settings', () => {
  it('has the SPEC §9 defaults, tax off at 8.5 % (decision 122: checkout charges 0 until the owner turns it on)', () => {
    expect(defaults.tax).toEqual({ taxRate: 8.5, taxEnabled: false });
    expect(defaults.notifications).toEqual({
      orderConfirmation: true,
      shipment: true,
      lowStock: true,
      ownerOrders: true,
      dailyDigest: true,
    });
    expect(defaults.shipping).toEqual({ deliveryTime: '3-5 days', type: 'Flat Rate' });
    expect(defaults.general.ownerEmail).toBe('owner@example.com');
    expect(shopSettingsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    [8.5, true],
    [0, true],
    [12.3, true],
    [8.55, false],
    [-1, false],
    [101, false],
  ])('tax rate %s valid: %s', (taxRate, valid) => {
    expect(
      shopSettingsSchema.safeParse({ ...defaults, tax: { taxRate, taxEnabled: true } }).success,
    ).toBe(valid);
  });

  it.each([
    ['not-an-email', false],
    [' Owner@Example.COM ', true],
  ])('owner e-mail %j valid: %s', (ownerEmail, valid) => {
    const parsed = shopSettingsSchema.safeParse({
      ...defaults,
      general: { ...defaults.general, ownerEmail },
    });
    expect(parsed.success).toBe(valid);
    if (parsed.success) expect(parsed.data.general.ownerEmail).toBe('owner@example.com');
  });

  it('refuses a non-http store URL', () => {
    const general = { ...defaults.general, externalStoreUrl: 'javascript:alert(1)' };
    expect(shopSettingsSchema.safeParse({ ...defaults, general }).success).toBe(false);
  });

  it('merges stored sections over defaults and ignores a malformed one', () => {
    const merged = mergeStoredSettings(defaults, {
      tax: { taxRate: 7 },
      notifications: { shipment: 'yes' },
      shipping: null,
    });
    expect(merged.tax).toEqual({ taxRate: 7, taxEnabled: false });
    expect(merged.notifications).toEqual(defaults.notifications);
    expect(merged.shipping).toEqual(defaults.shipping);
  });

  it('loads a notifications section saved with the old promotional switch: the key is dropped, the owner alert defaults on (decision 133)', () => {
    const merged = mergeStoredSettings(defaults, {
      notifications: {
        orderConfirmation: false,
        shipment: true,
        lowStock: true,
        promotional: true,
      },
    });
    expect(merged.notifications).toEqual({
      orderConfirmation: false,
      shipment: true,
      lowStock: true,
      ownerOrders: true,
      dailyDigest: true,
    });
  });

  it.each([
    { stored: undefined, expected: { taxRate: 8.5, taxEnabled: false } },
    { stored: { taxRate: 10, taxEnabled: true }, expected: { taxRate: 10, taxEnabled: true } },
    { stored: { taxEnabled: true }, expected: { taxRate: 8.5, taxEnabled: true } },
    { stored: { taxRate: 8.55, taxEnabled: true }, expected: { taxRate: 8.5, taxEnabled: false } },
  ])('reads the stored tax row $stored as the order path does', ({ stored, expected }) => {
    expect(mergeStoredTaxSettings(stored)).toEqual(expected);
  });
});
