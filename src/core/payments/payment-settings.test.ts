import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_SETTINGS,
  mergeStoredPaymentSettings,
  paymentDueAt,
  paymentSettingsSchema,
} from './payment-settings';

describe('payment settings', () => {
  it('a fresh shop collects no payment (the spec flow)', () => {
    expect(mergeStoredPaymentSettings(undefined)).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(DEFAULT_PAYMENT_SETTINGS.method).toBe('none');
  });

  it('manual needs instructions; other methods do not', () => {
    const manual = paymentSettingsSchema.safeParse({
      method: 'manual',
      manualInstructions: '   ',
      manualCancelAfterDays: 7,
    });
    expect(manual.success).toBe(false);
    expect(manual.error?.issues[0]?.path).toEqual(['manualInstructions']);
    expect(
      paymentSettingsSchema.safeParse({ ...DEFAULT_PAYMENT_SETTINGS, method: 'stripe' }).success,
    ).toBe(true);
  });

  it('refuses a NUL in the instructions at their field (the database cannot store one)', () => {
    const result = paymentSettingsSchema.safeParse({
      method: 'manual',
      manualInstructions: 'Pay to\0 IBAN',
      manualCancelAfterDays: 7,
    });
    expect(result.error?.issues[0]?.path).toEqual(['manualInstructions']);
  });

  it('bounds the auto-cancel days', () => {
    for (const days of [0, 91, 1.5])
      expect(
        paymentSettingsSchema.safeParse({
          ...DEFAULT_PAYMENT_SETTINGS,
          manualCancelAfterDays: days,
        }).success,
      ).toBe(false);
  });

  it('a malformed stored section falls back to the defaults, a partial one keeps what it has', () => {
    expect(mergeStoredPaymentSettings({ method: 'bitcoin' })).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(mergeStoredPaymentSettings({ manualCancelAfterDays: 3 })).toMatchObject({
      method: 'none',
      manualCancelAfterDays: 3,
    });
  });

  it('an unpaid order holds stock N days (manual) or the session 30 minutes (card)', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(paymentDueAt('none', at, { manualCancelAfterDays: 3 })).toBeNull();
    expect(paymentDueAt('manual', at, { manualCancelAfterDays: 3 })?.toISOString()).toBe(
      '2026-11-29T10:00:00.000Z',
    );
    expect(paymentDueAt('stripe', at, { manualCancelAfterDays: 3 })?.toISOString()).toBe(
      '2026-11-26T10:30:00.000Z',
    );
  });
});
