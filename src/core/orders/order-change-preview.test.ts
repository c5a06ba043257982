import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANGE_OPTIONS, previewOrderChange } from './order-change-preview';
import { buildOrderView } from './test-fixtures';

const cancel = { type: 'set_status', status: 'cancelled' } as const;

describe('previewOrderChange', () => {
  it('cancelling a paid card order: refund through Stripe, stock, discount use and mail', () => {
    const order = buildOrderView({
      paymentMethod: 'stripe',
      total: '50.97',
      refundedAmount: '5.00',
      discountCode: 'SAVE5',
    });
    const preview = previewOrderChange(order, cancel, DEFAULT_CHANGE_OPTIONS);
    expect(preview).toEqual({
      ok: true,
      consequences: [
        'The order is cancelled; a cancelled order cannot be reopened.',
        "$45.97 goes back to the customer's card through Stripe.",
        'Refunded in all: $50.97 of $50.97; the customer will have paid $0.00.',
        "The order's items go back into stock.",
        'One use of discount code SAVE5 is given back.',
        'The customer is mailed about the refund (ada@example.com).',
      ],
      offersRestock: true,
      offersNotify: true,
      refund: 4597,
    });
  });

  it('the owner keeps stock and sends no mail: the preview says so', () => {
    const order = buildOrderView({ paymentMethod: 'stripe' });
    const preview = previewOrderChange(order, cancel, { restock: false, notifyCustomer: false });
    expect(preview.ok && preview.consequences).toContain(
      'Stock stays as it is: nothing is put back on sale.',
    );
    expect(preview.ok && preview.consequences).toContain('No mail is sent to the customer.');
  });

  it('a refund of an order paid outside the shop only records the money', () => {
    const order = buildOrderView({ paymentMethod: 'none', total: '50.97' });
    const preview = previewOrderChange(
      order,
      { type: 'refund', amount: 500 },
      DEFAULT_CHANGE_OPTIONS,
    );
    expect(preview.ok && preview.consequences[0]).toBe(
      'No payment was collected in the shop: this only records $5.00 you return to the customer outside the shop.',
    );
    expect(preview.ok && preview.consequences[1]).toBe(
      'Refunded in all: $5.00 of $50.97; the customer will have paid $45.97.',
    );
    expect(preview).toMatchObject({ offersRestock: false, offersNotify: true, refund: 500 });
  });

  it('cancelling an unpaid card order closes its checkout and mails nothing', () => {
    const order = buildOrderView({ paymentMethod: 'stripe', paymentStatus: 'pending' });
    const preview = previewOrderChange(order, cancel, DEFAULT_CHANGE_OPTIONS);
    expect(preview.ok && preview.consequences).toContain(
      'The card checkout still open is closed: the customer can no longer pay it.',
    );
    expect(preview).toMatchObject({ offersNotify: false, refund: 0 });
  });

  it('what the server refuses, the preview refuses with the same reason', () => {
    const order = buildOrderView({ paymentMethod: 'manual', paymentStatus: 'pending' });
    expect(
      previewOrderChange(order, { type: 'refund', amount: 100 }, DEFAULT_CHANGE_OPTIONS),
    ).toEqual({ ok: false, reason: 'Only a paid order can be refunded' });
    const shipped = buildOrderView({ status: 'shipped', shippedAt: '2026-11-27T08:00:00.000Z' });
    expect(previewOrderChange(shipped, cancel, DEFAULT_CHANGE_OPTIONS)).toMatchObject({
      ok: false,
      reason: 'A shipped order cannot be cancelled; refund it instead',
    });
  });
});
