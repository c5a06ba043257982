import { describe, expect, it } from 'vitest';
import {
  chooseOrderEvent,
  chooseTimelineKind,
  type ChangePlan,
  type OrderChangeEvent,
} from './order-change-event';
import {
  planOrderChange,
  type OrderAction,
  type OrderEffect,
  type OrderState,
} from './order-lifecycle';
import { paidOrderState } from './test-fixtures';

const paid = paidOrderState;
const unpaid: OrderState = { ...paid, status: 'pending', paymentStatus: 'pending' };
const ship: OrderAction = { type: 'ship', trackingNumber: '1Z', trackingUrl: 'https://t/1Z' };
const line = { itemId: 'i1', quantity: 1, unitPrice: 1399, refundable: 2, hasStock: true };

function planned(order: OrderState, action: OrderAction): ChangePlan {
  const plan = planOrderChange(order, action);
  if (!plan.ok) throw new Error(`refused: ${plan.reason}`);
  return plan;
}

const withEffects = (effects: OrderEffect[]): ChangePlan => ({
  ok: true,
  next: paid,
  effects,
  changed: true,
});

describe('chooseOrderEvent: every kind of plan the lifecycle makes', () => {
  it.each<[string, OrderState, OrderAction, OrderChangeEvent]>([
    ['payment arrives', unpaid, { type: 'mark_paid' }, { type: 'order.paid' }],
    ['shipped with tracking', paid, ship, { type: 'order.shipped' }],
    [
      'status select to shipped',
      paid,
      { type: 'set_status', status: 'shipped' },
      { type: 'order.shipped' },
    ],
    [
      'status select to delivered (no mail)',
      paid,
      { type: 'set_status', status: 'delivered' },
      { type: 'order.status_changed' },
    ],
    [
      'status select within open',
      paid,
      { type: 'set_status', status: 'processing' },
      { type: 'order.status_changed' },
    ],
    [
      'cancel of a paid order',
      paid,
      { type: 'set_status', status: 'cancelled' },
      { type: 'order.refunded', amount: 4197 },
    ],
    [
      'cancel of an unpaid order (its payment closed)',
      unpaid,
      { type: 'set_status', status: 'cancelled' },
      { type: 'order.status_changed' },
    ],
    [
      'refund by amount',
      paid,
      { type: 'refund', amount: 500 },
      { type: 'order.refunded', amount: 500 },
    ],
    [
      'refund by line',
      paid,
      { type: 'refund_lines', lines: [line] },
      { type: 'order.refunded', amount: 1399 },
    ],
    [
      'refund recorded from the provider',
      paid,
      { type: 'refund_to', refundedTotal: 700 },
      { type: 'order.status_changed' },
    ],
  ])('%s', (_name, order, action, event) => {
    expect(chooseOrderEvent(action, planned(order, action))).toEqual(event);
  });
});

describe('chooseOrderEvent: which effect wins when several apply', () => {
  const mail: OrderEffect = { type: 'send_shipped_mail' };
  const refund: OrderEffect = { type: 'refund', amount: 300 };
  it.each<[string, OrderAction, OrderEffect[], OrderChangeEvent]>([
    [
      'payment before the shipped mail',
      { type: 'mark_paid' },
      [mail, refund],
      { type: 'order.paid' },
    ],
    ['the shipped mail before a refund', ship, [refund, mail], { type: 'order.shipped' }],
    [
      'a refund before a status update',
      { type: 'refund', amount: 300 },
      [refund],
      { type: 'order.refunded', amount: 300 },
    ],
    [
      'a refund of nothing is a status update',
      { type: 'set_status', status: 'cancelled' },
      [{ type: 'refund', amount: 0 }],
      { type: 'order.status_changed' },
    ],
  ])('%s', (_name, action, effects, event) => {
    expect(chooseOrderEvent(action, withEffects(effects))).toEqual(event);
  });
});

describe('chooseTimelineKind', () => {
  it.each<[OrderAction, string]>([
    [{ type: 'set_status', status: 'cancelled' }, 'status_changed'],
    [ship, 'shipped'],
    [{ type: 'refund', amount: 1 }, 'refunded'],
    [{ type: 'refund_to', refundedTotal: 1 }, 'refunded'],
    [{ type: 'refund_lines', lines: [line] }, 'refunded'],
    [{ type: 'mark_paid' }, 'paid'],
  ])('%j writes %s', (action, kind) => {
    expect(chooseTimelineKind(action)).toBe(kind);
  });
});
