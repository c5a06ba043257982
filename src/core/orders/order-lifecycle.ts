import { z } from 'zod';
import type { Cents } from '../money';

/**
 * The order lifecycle as one state machine (decision 127). The server applies what
 * `planOrderChange` answers, in one transaction; nothing else changes an order's status.
 */

/** SPEC §4: the statuses the owner's select offers, every one of them. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** SPEC §4's payment values; a part refund keeps `paid` and counts in `refundedAmount`. */
export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FULFILLMENT_STATUSES = ['unfulfilled', 'fulfilled'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

/** Where an order is: not yet sent, sent (the parcel has left), or cancelled. */
export type OrderPhase = 'open' | 'sent' | 'cancelled';
export const ORDER_PHASE: Record<OrderStatus, OrderPhase> = {
  pending: 'open',
  confirmed: 'open',
  processing: 'open',
  shipped: 'sent',
  delivered: 'sent',
  cancelled: 'cancelled',
};

export type OrderState = {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  /** What the customer paid (the order's total) and what was given back, in cents. */
  total: Cents;
  refunded: Cents;
  /** shipped_at is set. */
  shipped: boolean;
};

export type OrderAction =
  | { type: 'set_status'; status: OrderStatus }
  | { type: 'ship'; trackingNumber: string; trackingUrl: string }
  | { type: 'refund'; amount: Cents }
  /** The money arrived (the owner for a manual payment, Stripe's signed webhook for a card). */
  | { type: 'mark_paid' }
  /**
   * The payment provider says this much is refunded in all: only what the order does not count
   * yet is recorded (a refund the shop made itself is never counted twice).
   */
  | { type: 'refund_to'; refundedTotal: Cents }
  /** Refund whole units of lines: their price back and their stock returned. */
  | { type: 'refund_lines'; lines: RefundLine[] };

/** One line of a refund by line, with what the order knows of it. */
export type RefundLine = {
  itemId: string;
  quantity: number;
  unitPrice: Cents;
  /** Units of the line not refunded yet. */
  refundable: number;
  /** False for a line whose product was deleted (or a custom print): no stock to return. */
  hasStock: boolean;
};

export type OrderEffect =
  | { type: 'return_stock' }
  | { type: 'release_discount_use' }
  | { type: 'set_shipped_at' }
  | { type: 'set_tracking'; trackingNumber: string; trackingUrl: string }
  | { type: 'send_shipped_mail' }
  | { type: 'refund'; amount: Cents }
  /** Cancelled before it was paid: the payment still open at the provider is closed. */
  | { type: 'close_payment' }
  | { type: 'return_line_stock'; lines: { itemId: string; quantity: number }[] };

export type OrderPlan =
  | { ok: true; next: OrderState; effects: OrderEffect[]; changed: boolean }
  | { ok: false; code: OrderRefusal; reason: string };

export type OrderRefusal =
  | 'order_cancelled'
  | 'order_already_sent'
  | 'order_not_paid'
  | 'refund_too_large'
  | 'refund_not_positive'
  | 'order_not_awaiting_payment'
  | 'refund_line_invalid';

/** The rule of one cell of the table: refused with a reason, or the effects' kinds. */
type Cell = { refuse: OrderRefusal; reason: string } | { effects: OrderEffect['type'][] };

const CANCEL_EFFECTS: OrderEffect['type'][] = ['return_stock', 'release_discount_use', 'refund'];

/**
 * Phase × target status for the status select. `refund` on cancel is the paid amount not yet
 * given back (none when payment was never collected); an unpaid order's open payment is closed.
 */
export const STATUS_TRANSITIONS: Record<OrderPhase, Record<OrderPhase | 'shipped', Cell>> = {
  open: {
    open: { effects: [] },
    shipped: { effects: ['set_shipped_at', 'send_shipped_mail'] },
    sent: { effects: ['set_shipped_at'] },
    cancelled: { effects: CANCEL_EFFECTS },
  },
  sent: {
    open: {
      refuse: 'order_already_sent',
      reason: 'A shipped order cannot go back to an earlier status: the parcel has left',
    },
    shipped: { effects: [] },
    sent: { effects: [] },
    cancelled: {
      refuse: 'order_already_sent',
      reason: 'A shipped order cannot be cancelled; refund it instead',
    },
  },
  cancelled: {
    open: {
      refuse: 'order_cancelled',
      reason: 'A cancelled order cannot be reopened: its stock and payment were returned',
    },
    shipped: { refuse: 'order_cancelled', reason: 'A cancelled order cannot be shipped' },
    sent: { refuse: 'order_cancelled', reason: 'A cancelled order cannot be shipped' },
    cancelled: { effects: [] },
  },
};

function refuse(cell: { refuse: OrderRefusal; reason: string }): OrderPlan {
  return { ok: false, code: cell.refuse, reason: cell.reason };
}

function targetColumn(status: OrderStatus): OrderPhase | 'shipped' {
  return status === 'shipped' ? 'shipped' : ORDER_PHASE[status];
}

function planStatus(order: OrderState, status: OrderStatus): OrderPlan {
  const cell = STATUS_TRANSITIONS[ORDER_PHASE[order.status]][targetColumn(status)];
  if ('refuse' in cell) return refuse(cell);
  const next: OrderState = { ...order, status };
  const effects: OrderEffect[] = [];
  for (const kind of cell.effects) {
    if (kind === 'set_shipped_at') {
      next.fulfillmentStatus = 'fulfilled';
      if (!order.shipped) effects.push({ type: 'set_shipped_at' });
      next.shipped = true;
    } else if (kind === 'refund') {
      if (order.paymentStatus === 'paid') {
        const amount = order.total - order.refunded;
        if (amount > 0) effects.push({ type: 'refund', amount });
        next.refunded = order.total;
        next.paymentStatus = 'refunded';
      } else if (order.paymentStatus === 'pending') {
        // A card checkout still open would take money for an order that no longer exists.
        effects.push({ type: 'close_payment' });
      }
    } else if (kind === 'return_stock' || kind === 'release_discount_use') {
      effects.push({ type: kind });
    } else if (kind === 'send_shipped_mail') {
      effects.push({ type: kind });
    }
  }
  // A sent order is fulfilled whichever way it got there (orders set shipped before decision 127).
  if (ORDER_PHASE[status] === 'sent') next.fulfillmentStatus = 'fulfilled';
  return { ok: true, next, effects, changed: !sameState(order, next) || effects.length > 0 };
}

function planShip(order: OrderState, action: Extract<OrderAction, { type: 'ship' }>): OrderPlan {
  const cell = STATUS_TRANSITIONS[ORDER_PHASE[order.status]].shipped;
  if ('refuse' in cell) return refuse(cell);
  const next: OrderState = {
    ...order,
    status: order.status === 'delivered' ? 'delivered' : 'shipped',
    fulfillmentStatus: 'fulfilled',
    shipped: true,
  };
  const effects: OrderEffect[] = [
    {
      type: 'set_tracking',
      trackingNumber: action.trackingNumber,
      trackingUrl: action.trackingUrl,
    },
  ];
  if (!order.shipped) effects.push({ type: 'set_shipped_at' });
  // A corrected tracking number is mailed again: the customer needs the link that works.
  effects.push({ type: 'send_shipped_mail' });
  return { ok: true, next, effects, changed: true };
}

function planRefund(order: OrderState, amount: Cents): OrderPlan {
  if (order.status === 'cancelled')
    return {
      ok: false,
      code: 'order_cancelled',
      reason: 'A cancelled order was already refunded in full',
    };
  if (order.paymentStatus !== 'paid')
    return { ok: false, code: 'order_not_paid', reason: 'Only a paid order can be refunded' };
  if (!Number.isInteger(amount) || amount <= 0)
    return {
      ok: false,
      code: 'refund_not_positive',
      reason: 'A refund must be at least 0.01',
    };
  const left = order.total - order.refunded;
  if (amount > left)
    return {
      ok: false,
      code: 'refund_too_large',
      reason: `At most ${(left / 100).toFixed(2)} can be refunded (paid less earlier refunds)`,
    };
  const refunded = order.refunded + amount;
  return {
    ok: true,
    next: { ...order, refunded, paymentStatus: refunded === order.total ? 'refunded' : 'paid' },
    effects: [{ type: 'refund', amount }],
    changed: true,
  };
}

function sameState(a: OrderState, b: OrderState): boolean {
  return (
    a.status === b.status &&
    a.paymentStatus === b.paymentStatus &&
    a.fulfillmentStatus === b.fulfillmentStatus &&
    a.refunded === b.refunded &&
    a.shipped === b.shipped
  );
}

/**
 * What an action does to an order: the next state and the effects to apply with it, or why it
 * is refused. Setting the status an order already has changes nothing (a repeated or raced
 * cancel returns nothing twice).
 */
export function planOrderChange(order: OrderState, action: OrderAction): OrderPlan {
  switch (action.type) {
    case 'set_status':
      return planStatus(order, action.status);
    case 'ship':
      return planShip(order, action);
    case 'refund':
      return planRefund(order, action.amount);
    case 'mark_paid':
      return planMarkPaid(order);
    case 'refund_lines':
      return planRefundLines(order, action.lines);
    case 'refund_to': {
      const amount = Math.min(action.refundedTotal, order.total) - order.refunded;
      if (amount <= 0 || order.paymentStatus !== 'paid')
        return { ok: true, next: order, effects: [], changed: false };
      const plan = planRefund(order, amount);
      // Recorded only: the money already went back at the provider.
      return plan.ok ? { ...plan, effects: [] } : plan;
    }
  }
}

/**
 * Payment arrived for an order placed `pending` (manual, card): it becomes `paid`, and a
 * `pending` status moves on to `confirmed` (the spec's status of a paid new order). A repeat on a
 * paid order changes nothing (a webhook delivered twice); a cancelled order is not paid after
 * the fact (its stock went back).
 */
function planMarkPaid(order: OrderState): OrderPlan {
  if (order.status === 'cancelled')
    return {
      ok: false,
      code: 'order_cancelled',
      reason: 'A cancelled order cannot be marked paid',
    };
  if (order.paymentStatus === 'paid') return { ok: true, next: order, effects: [], changed: false };
  if (order.paymentStatus !== 'pending')
    return {
      ok: false,
      code: 'order_not_awaiting_payment',
      reason: 'Only an order awaiting payment can be marked paid',
    };
  const next: OrderState = {
    ...order,
    paymentStatus: 'paid',
    status: order.status === 'pending' ? 'confirmed' : order.status,
  };
  return { ok: true, next, effects: [], changed: true };
}

/**
 * A refund by line: each line's units at the price the order charged, within what is left of it;
 * the amount is refunded as any refund (at most paid less earlier refunds) and the units' stock
 * returns. A discount or tax on the order is not spread over lines: the owner refunds those by
 * amount if owed.
 */
function planRefundLines(order: OrderState, lines: RefundLine[]): OrderPlan {
  const ids = new Set<string>();
  for (const line of lines) {
    if (
      !Number.isInteger(line.quantity) ||
      line.quantity < 1 ||
      line.quantity > line.refundable ||
      ids.has(line.itemId)
    )
      return {
        ok: false,
        code: 'refund_line_invalid',
        reason:
          line.refundable <= 0
            ? 'That line was already refunded in full'
            : `At most ${line.refundable} of that line can be refunded`,
      };
    ids.add(line.itemId);
  }
  if (lines.length === 0)
    return { ok: false, code: 'refund_line_invalid', reason: 'Choose at least one line' };
  const amount = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const plan = planRefund(order, amount);
  if (!plan.ok) return plan;
  const stock = lines
    .filter((l) => l.hasStock)
    .map((l) => ({ itemId: l.itemId, quantity: l.quantity }));
  return {
    ...plan,
    effects: [
      ...plan.effects,
      ...(stock.length > 0 ? [{ type: 'return_line_stock' as const, lines: stock }] : []),
    ],
  };
}

/** The lifecycle's invariants; the property test checks no sequence of actions breaks one. */
export function lifecycleViolations(order: OrderState): string[] {
  const found: string[] = [];
  const phase = ORDER_PHASE[order.status];
  if (phase === 'cancelled' && order.fulfillmentStatus === 'fulfilled')
    found.push('cancelled and shipped');
  if (phase === 'sent' && (order.fulfillmentStatus !== 'fulfilled' || !order.shipped))
    found.push('sent but unfulfilled');
  if (order.refunded < 0 || order.refunded > order.total) found.push('refunded more than paid');
  if (order.paymentStatus === 'refunded' && order.refunded !== order.total)
    found.push('refunded status without the full refund');
  if (phase === 'cancelled' && order.paymentStatus === 'paid') found.push('cancelled but paid');
  return found;
}
