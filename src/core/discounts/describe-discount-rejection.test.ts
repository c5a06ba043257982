import { describe, expect, it } from 'vitest';
import { describeDiscountRejection, discountRemovedNotice } from './describe-discount-rejection';

describe('describeDiscountRejection (SPEC §8)', () => {
  it('names an unmet minimum with its amount', () => {
    expect(describeDiscountRejection('minimum_not_met', 5000)).toEqual({
      title: 'Minimum order not met',
      description: 'Minimum order of $50.00 required.',
    });
  });

  it('gives the other refusals their title alone', () => {
    expect(describeDiscountRejection('used_up')).toEqual({ title: 'Discount code limit reached' });
    expect(describeDiscountRejection('not_started')).toEqual({ title: 'Invalid discount code' });
  });
});

describe('discountRemovedNotice', () => {
  it('says which code went and why', () => {
    expect(
      discountRemovedNotice('SAVE10', describeDiscountRejection('minimum_not_met', 5000)),
    ).toBe(
      'Code SAVE10 was removed because your cart changed: Minimum order not met. Minimum order of $50.00 required.',
    );
    expect(discountRemovedNotice('SAVE10', describeDiscountRejection('expired'))).toBe(
      'Code SAVE10 was removed because your cart changed: Discount code expired.',
    );
  });
});
