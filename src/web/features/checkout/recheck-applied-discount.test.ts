import { describe, expect, it } from 'vitest';
import type { DiscountCheckView } from '#core/discounts/discount-responses';
import type { CheckDiscountRequest } from '#core/checkout/checkout-schema';
import {
  discountLinesKey,
  recheckAppliedDiscount,
  type AppliedDiscount,
} from './recheck-applied-discount';

const productId = '00000000-0000-4000-8000-000000000001';
const before = [{ productId, quantity: 3 }];
const after = [{ productId, quantity: 1 }];
const applied: AppliedDiscount = {
  code: 'BIG10',
  terms: { type: 'percentage', value: 1000 },
  checkedFor: discountLinesKey(before),
};
const answering = (view: DiscountCheckView) => {
  const asked: CheckDiscountRequest[] = [];
  const check = (request: CheckDiscountRequest) => {
    asked.push(request);
    return Promise.resolve(view);
  };
  return { asked, check };
};

describe('recheckAppliedDiscount', () => {
  it('removes a code the server now refuses for the changed cart, with its reason', async () => {
    const { asked, check } = answering({
      valid: false,
      reason: 'minimum_not_met',
      subtotal: '10.00',
      minimumOrderAmount: '25.00',
    });
    expect(await recheckAppliedDiscount(applied, after, check)).toEqual({
      removed:
        'Code BIG10 was removed because your cart changed: Minimum order not met. Minimum order of $25.00 required.',
    });
    expect(asked).toEqual([{ code: 'BIG10', items: after }]);
  });

  it('keeps a code that still holds, now checked for the new lines', async () => {
    const { check } = answering({
      valid: true,
      code: 'BIG10',
      type: 'percentage',
      value: '10.00',
      subtotal: '10.00',
      discountAmount: '1.00',
    });
    expect(await recheckAppliedDiscount(applied, after, check)).toEqual({
      kept: { ...applied, checkedFor: discountLinesKey(after) },
    });
  });

  it('keeps the code when the server cannot answer (it checks again at order time)', async () => {
    const check = () => Promise.reject(new Error('offline'));
    expect(await recheckAppliedDiscount(applied, after, check)).toEqual({
      kept: { ...applied, checkedFor: discountLinesKey(after) },
    });
  });

  it('keys lines by what they ask for, not by how their fields are ordered', () => {
    expect(discountLinesKey([{ quantity: 1, productId }])).toBe(discountLinesKey(after));
    expect(discountLinesKey(after)).not.toBe(discountLinesKey(before));
  });
});
