import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  lifecycleViolations,
  planOrderChange,
  type OrderAction,
  type OrderState,
  type OrderStatus,
} from './order-lifecycle';
import { paidOrderState } from './test-fixtures';

const placed = paidOrderState;
const shippedOrder: OrderState = {
  ...placed,
  status: 'shipped',
  fulfillmentStatus: 'fulfilled',
  shipped: true,
};
const cancelled: OrderState = {
  ...placed,
  status: 'cancelled',
  paymentStatus: 'refunded',
  refunded: 4197,
};
const to = (status: OrderStatus): OrderAction => ({ type: 'set_status', status });
const ship: OrderAction = {
  type: 'ship',
  trackingNumber: '1Z',
  trackingUrl: 'https://t.example/1Z',
};

describe('planOrderChange: status select', () => {
  it.each([
    ['pending', 'processing', []],
    ['confirmed', 'pending', []],
    ['processing', 'shipped', ['set_shipped_at', 'send_shipped_mail']],
    ['confirmed', 'delivered', ['set_shipped_at']],
    ['shipped', 'delivered', []],
    ['delivered', 'shipped', []],
  ] as const)('%s → %s applies %j', (from, status, effects) => {
    const order = {
      ...(from === 'shipped' || from === 'delivered' ? shippedOrder : placed),
      status: from,
    };
    const plan = planOrderChange(order, to(status));
    expect(plan.ok && plan.effects.map((e) => e.type)).toEqual(effects);
    expect(plan.ok && plan.next.status).toBe(status);
  });

  it('shipped via the select is fulfilled and shipped_at, and mails the customer', () => {
    const plan = planOrderChange(placed, to('shipped'));
    expect(plan).toMatchObject({
      ok: true,
      next: { status: 'shipped', fulfillmentStatus: 'fulfilled', shipped: true },
    });
  });

  it('cancelling a paid order returns stock, the discount use and the paid amount', () => {
    const plan = planOrderChange({ ...placed, refunded: 1000 }, to('cancelled'));
    expect(plan).toEqual({
      ok: true,
      changed: true,
      next: { ...placed, status: 'cancelled', paymentStatus: 'refunded', refunded: 4197 },
      effects: [
        { type: 'return_stock' },
        { type: 'release_discount_use' },
        { type: 'refund', amount: 3197 },
      ],
    });
  });

  it('cancelling an unpaid order refunds nothing, closes its open payment and keeps its payment status', () => {
    const plan = planOrderChange({ ...placed, paymentStatus: 'pending' }, to('cancelled'));
    expect(plan.ok && plan.effects.map((e) => e.type)).toEqual([
      'return_stock',
      'release_discount_use',
      'close_payment',
    ]);
    expect(plan.ok && plan.next.paymentStatus).toBe('pending');
  });

  it('the same status again changes nothing (a raced cancel returns nothing twice)', () => {
    expect(planOrderChange(cancelled, to('cancelled'))).toEqual({
      ok: true,
      changed: false,
      next: cancelled,
      effects: [],
    });
    expect(planOrderChange(placed, to('confirmed'))).toMatchObject({ changed: false, effects: [] });
  });

  it.each([
    [shippedOrder, 'cancelled', 'A shipped order cannot be cancelled; refund it instead'],
    [
      shippedOrder,
      'processing',
      'A shipped order cannot go back to an earlier status: the parcel has left',
    ],
    [cancelled, 'shipped', 'A cancelled order cannot be shipped'],
    [cancelled, 'delivered', 'A cancelled order cannot be shipped'],
    [
      cancelled,
      'pending',
      'A cancelled order cannot be reopened: its stock and payment were returned',
    ],
  ] as const)('refuses %o → %s', (order, status, reason) => {
    expect(planOrderChange(order, to(status))).toMatchObject({ ok: false, reason });
  });
});

describe('planOrderChange: shipment form', () => {
  it('ships an open order with tracking, shipped_at and the mail', () => {
    const plan = planOrderChange(placed, ship);
    expect(plan.ok && plan.effects.map((e) => e.type)).toEqual([
      'set_tracking',
      'set_shipped_at',
      'send_shipped_mail',
    ]);
    expect(plan.ok && plan.next.status).toBe('shipped');
  });

  it('corrects the tracking of a delivered order without moving it back, keeping shipped_at', () => {
    const plan = planOrderChange({ ...shippedOrder, status: 'delivered' }, ship);
    expect(plan.ok && plan.next.status).toBe('delivered');
    expect(plan.ok && plan.effects.map((e) => e.type)).toEqual([
      'set_tracking',
      'send_shipped_mail',
    ]);
  });

  it('refuses to ship a cancelled order', () => {
    expect(planOrderChange(cancelled, ship)).toMatchObject({ ok: false, code: 'order_cancelled' });
  });
});

describe('planOrderChange: refunds', () => {
  it('a part refund keeps paid; the rest makes it refunded', () => {
    const part = planOrderChange(shippedOrder, { type: 'refund', amount: 1000 });
    expect(part).toMatchObject({ ok: true, next: { paymentStatus: 'paid', refunded: 1000 } });
    const rest = planOrderChange(
      { ...shippedOrder, refunded: 1000 },
      { type: 'refund', amount: 3197 },
    );
    expect(rest).toMatchObject({ ok: true, next: { paymentStatus: 'refunded', refunded: 4197 } });
  });

  it.each([
    [
      { ...placed, refunded: 4000 },
      198,
      'refund_too_large',
      'At most 1.97 can be refunded (paid less earlier refunds)',
    ],
    [placed, 0, 'refund_not_positive', 'A refund must be at least 0.01'],
    [
      { ...placed, paymentStatus: 'pending' as const },
      100,
      'order_not_paid',
      'Only a paid order can be refunded',
    ],
    [cancelled, 100, 'order_cancelled', 'A cancelled order was already refunded in full'],
  ])('refuses %o by %i cents', (order, amount, code, reason) => {
    expect(planOrderChange(order, { type: 'refund', amount })).toEqual({ ok: false, code, reason });
  });
});

describe('planOrderChange: payment arrives', () => {
  const awaiting: OrderState = { ...placed, status: 'pending', paymentStatus: 'pending' };

  it('a pending order becomes paid and confirmed', () => {
    const plan = planOrderChange(awaiting, { type: 'mark_paid' });
    expect(plan).toMatchObject({
      ok: true,
      changed: true,
      effects: [],
      next: { status: 'confirmed', paymentStatus: 'paid' },
    });
  });

  it('keeps a status the owner already moved on (processing stays processing)', () => {
    const plan = planOrderChange({ ...awaiting, status: 'processing' }, { type: 'mark_paid' });
    expect(plan).toMatchObject({ ok: true, next: { status: 'processing', paymentStatus: 'paid' } });
  });

  it('a second payment notice changes nothing', () => {
    const plan = planOrderChange(placed, { type: 'mark_paid' });
    expect(plan).toMatchObject({ ok: true, changed: false, effects: [] });
  });

  it('refuses a cancelled order and one whose payment failed or was refunded', () => {
    const unpaidCancelled = { ...awaiting, status: 'cancelled' as const };
    expect(planOrderChange(unpaidCancelled, { type: 'mark_paid' })).toMatchObject({
      ok: false,
      code: 'order_cancelled',
    });
    expect(
      planOrderChange({ ...awaiting, paymentStatus: 'failed' }, { type: 'mark_paid' }),
    ).toMatchObject({ ok: false, code: 'order_not_awaiting_payment' });
  });

  it('cancelling a paid manual order after it was marked paid refunds what was paid', () => {
    const paid = planOrderChange(awaiting, { type: 'mark_paid' });
    if (!paid.ok) throw new Error('not paid');
    const plan = planOrderChange(paid.next, to('cancelled'));
    expect(plan).toMatchObject({
      ok: true,
      next: { paymentStatus: 'refunded', refunded: 4197 },
      effects: expect.arrayContaining([{ type: 'refund', amount: 4197 }]),
    });
  });
});

describe('planOrderChange: refunds the provider reports', () => {
  it('records only what the order does not count yet, with no refund call', () => {
    const part = planOrderChange(placed, { type: 'refund', amount: 1000 });
    if (!part.ok) throw new Error('refused');
    // The provider's notice of the shop's own 10.00: nothing more.
    expect(planOrderChange(part.next, { type: 'refund_to', refundedTotal: 1000 })).toMatchObject({
      ok: true,
      changed: false,
    });
    // 5.00 more refunded in the provider's dashboard: recorded, no effect.
    expect(planOrderChange(part.next, { type: 'refund_to', refundedTotal: 1500 })).toMatchObject({
      ok: true,
      changed: true,
      effects: [],
      next: { refunded: 1500, paymentStatus: 'paid' },
    });
  });
});

describe('planOrderChange: refunds by line', () => {
  const line = { itemId: 'a', quantity: 1, unitPrice: 1000, refundable: 2, hasStock: true };

  it('refunds the units at their price and returns their stock', () => {
    const plan = planOrderChange(placed, {
      type: 'refund_lines',
      lines: [{ ...line, quantity: 2 }],
    });
    expect(plan).toMatchObject({
      ok: true,
      next: { refunded: 2000, paymentStatus: 'paid' },
      effects: [
        { type: 'refund', amount: 2000 },
        { type: 'return_line_stock', lines: [{ itemId: 'a', quantity: 2 }] },
      ],
    });
  });

  it('refuses more units than are left, none, a repeated line, or more money than is left', () => {
    for (const lines of [[{ ...line, quantity: 3 }], [], [line, line], [{ ...line, quantity: 0 }]])
      expect(planOrderChange(placed, { type: 'refund_lines', lines })).toMatchObject({
        ok: false,
        code: 'refund_line_invalid',
      });
    expect(
      planOrderChange({ ...placed, refunded: 4000 }, { type: 'refund_lines', lines: [line] }),
    ).toMatchObject({ ok: false, code: 'refund_too_large' });
  });

  it('a line without a product refunds money only', () => {
    const plan = planOrderChange(placed, {
      type: 'refund_lines',
      lines: [{ ...line, hasStock: false }],
    });
    expect(plan).toMatchObject({ ok: true, effects: [{ type: 'refund', amount: 1000 }] });
  });
});

describe('no sequence of actions reaches an impossible state', () => {
  const action: fc.Arbitrary<OrderAction> = fc.oneof(
    fc.constantFrom(...ORDER_STATUSES).map(to),
    fc.constant(ship),
    fc.integer({ min: -100, max: 5000 }).map((amount) => ({ type: 'refund' as const, amount })),
    fc.constant({ type: 'mark_paid' as const }),
  );

  it('holds every invariant, returns stock and the discount use at most once, refunds at most the total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(['pending', 'confirmed', 'processing'] as const)),
        fc.constantFrom(...(['paid', 'pending'] as const)),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(action, { maxLength: 25 }),
        (status, paymentStatus, total, actions) => {
          let order: OrderState = { ...placed, status, paymentStatus, total };
          let stockReturns = 0;
          let discountReleases = 0;
          let refundedByEffects = 0;
          for (const a of actions) {
            const plan = planOrderChange(order, a);
            if (!plan.ok) continue;
            for (const e of plan.effects) {
              if (e.type === 'return_stock') stockReturns += 1;
              if (e.type === 'release_discount_use') discountReleases += 1;
              if (e.type === 'refund') refundedByEffects += e.amount;
            }
            order = plan.next;
            expect(lifecycleViolations(order)).toEqual([]);
          }
          expect(stockReturns).toBeLessThanOrEqual(1);
          expect(discountReleases).toBeLessThanOrEqual(1);
          expect(refundedByEffects).toBe(order.refunded);
          // Money given back never exceeds the total, and none without a payment (placed or marked).
          expect(refundedByEffects).toBeLessThanOrEqual(total);
          if (paymentStatus === 'pending' && !actions.some((a) => a.type === 'mark_paid'))
            expect(refundedByEffects).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
