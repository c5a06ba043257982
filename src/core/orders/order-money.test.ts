import { describe, expect, it } from 'vitest';
import { orderMoney, paymentStatusLabel, refundChannel, refundRows } from './order-money';

const order = {
  total: '50.97',
  refundedAmount: '0.00',
  paymentStatus: 'paid' as const,
  paymentMethod: 'stripe' as const,
};

describe('orderMoney', () => {
  it('a part refund: paid, refunded and net to the cent, labelled "Partly refunded"', () => {
    const part = { ...order, refundedAmount: '5.00' };
    expect(orderMoney(part)).toEqual({
      paid: 5097,
      refunded: 500,
      net: 4597,
      partlyRefunded: true,
    });
    expect(paymentStatusLabel(part)).toBe('Partly refunded');
    expect(refundRows(part)).toEqual([
      { label: 'Paid', value: '$50.97' },
      { label: 'Refunded', value: '-$5.00' },
      { label: 'Net paid', value: '$45.97', strong: true },
    ]);
  });

  it('nothing refunded: no refund rows, the status as it is', () => {
    expect(refundRows(order)).toEqual([]);
    expect(paymentStatusLabel(order)).toBe('Paid');
    expect(orderMoney(order).net).toBe(5097);
  });

  it('a full refund nets to zero and keeps the spec value "refunded"', () => {
    const full = { ...order, refundedAmount: '50.97', paymentStatus: 'refunded' as const };
    expect(orderMoney(full)).toMatchObject({ paid: 5097, net: 0, partlyRefunded: false });
    expect(paymentStatusLabel(full)).toBe('Refunded');
  });

  it('an unpaid order paid nothing', () => {
    const pending = { ...order, paymentStatus: 'pending' as const };
    expect(orderMoney(pending)).toMatchObject({ paid: 0, net: 0 });
    expect(paymentStatusLabel(pending)).toBe('Pending');
  });

  it('only a card payment is refunded through the shop', () => {
    expect(refundChannel({ paymentMethod: 'stripe' })).toBe('card');
    expect(refundChannel({ paymentMethod: 'manual' })).toBe('outside');
    expect(refundChannel({ paymentMethod: 'none' })).toBe('outside');
  });
});
