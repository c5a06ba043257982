import { formatMoney, toCents, type Cents } from '../money';
import { chooseOrderEvent, findEffect } from './order-change-event';
import { planOrderChange, type OrderAction, type OrderState } from './order-lifecycle';
import { refundChannel } from './order-money';
import type { OrderView } from './order-responses';

/** The owner's choices on a change that has them (decision 171); both on by default. */
export type ChangeOptions = { restock: boolean; notifyCustomer: boolean };

export const DEFAULT_CHANGE_OPTIONS: ChangeOptions = { restock: true, notifyCustomer: true };

export type ChangePreview =
  | { ok: false; reason: string }
  | {
      ok: true;
      /** What will happen, one sentence each, in the order the server does it. */
      consequences: string[];
      /** The change returns stock (the owner may keep it off sale: damaged, never sent back). */
      offersRestock: boolean;
      /** The change mails the customer (the owner may have told them already). */
      offersNotify: boolean;
      refund: Cents;
    };

export type PreviewOrder = Pick<
  OrderView,
  | 'status'
  | 'paymentStatus'
  | 'fulfillmentStatus'
  | 'total'
  | 'refundedAmount'
  | 'shippedAt'
  | 'paymentMethod'
  | 'discountCode'
  | 'customerEmail'
>;

export function orderStateOf(order: PreviewOrder): OrderState {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    total: toCents(order.total),
    refunded: toCents(order.refundedAmount),
    shipped: order.shippedAt !== null,
  };
}

function refundSentence(order: PreviewOrder, amount: Cents): string {
  const text = formatMoney(amount);
  if (refundChannel(order) === 'card')
    return `${text} goes back to the customer's card through Stripe.`;
  if (order.paymentMethod === 'none')
    return `No payment was collected in the shop: this only records ${text} you return to the customer outside the shop.`;
  return `Paid by manual payment: this only records ${text} you return to the customer yourself; the shop sends no money.`;
}

/**
 * What a change will do, from the same plan the server applies (core's `planOrderChange`), in
 * words for the owner's review dialog: the status, money back and how, stock, the discount
 * use, the mail. The server plans again on the locked row; this is only what it will say.
 */
export function previewOrderChange(
  order: PreviewOrder,
  action: OrderAction,
  options: ChangeOptions,
): ChangePreview {
  const state = orderStateOf(order);
  const plan = planOrderChange(state, action);
  if (!plan.ok) return { ok: false, reason: plan.reason };
  const said: string[] = [];
  if (plan.next.status !== state.status)
    said.push(
      plan.next.status === 'cancelled'
        ? 'The order is cancelled; a cancelled order cannot be reopened.'
        : `Status: ${state.status} → ${plan.next.status}.`,
    );
  const refund = findEffect(plan, 'refund')?.amount ?? 0;
  if (refund > 0) {
    said.push(refundSentence(order, refund));
    said.push(
      `Refunded in all: ${formatMoney(plan.next.refunded)} of ${formatMoney(state.total)}; the customer will have paid ${formatMoney(state.total - plan.next.refunded)}.`,
    );
  }
  if (findEffect(plan, 'close_payment') && order.paymentMethod === 'stripe')
    said.push('The card checkout still open is closed: the customer can no longer pay it.');
  const wholeStock = findEffect(plan, 'return_stock');
  const lineStock = findEffect(plan, 'return_line_stock');
  if (wholeStock || lineStock) {
    const what = wholeStock ? "The order's items go" : 'The refunded units go';
    said.push(
      options.restock
        ? `${what} back into stock.`
        : 'Stock stays as it is: nothing is put back on sale.',
    );
  }
  if (findEffect(plan, 'release_discount_use') && order.discountCode)
    said.push(`One use of discount code ${order.discountCode} is given back.`);
  const mails = plan.changed && chooseOrderEvent(action, plan).type === 'order.refunded';
  said.push(
    mails && options.notifyCustomer
      ? `The customer is mailed about the refund (${order.customerEmail}).`
      : 'No mail is sent to the customer.',
  );
  if (!plan.changed) return { ok: false, reason: 'This changes nothing on the order.' };
  return {
    ok: true,
    consequences: said,
    offersRestock: Boolean(wholeStock || lineStock),
    offersNotify: mails,
    refund,
  };
}
