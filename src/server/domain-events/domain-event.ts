/*
 * What a feature writes into the outbox with its own transaction. It sits below every feature
 * and apart from the outbox's dispatcher (../outbox), which calls features' handlers: a feature
 * that records an event never imports the code that dispatches it (decision 129's folder cycles).
 */
import type { ShopEvent } from '#core/realtime/realtime-protocol';
import type { OrderView, PickupPlace } from '#core/orders/order-responses';
import type { Executor } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';

export type OrderedLine = {
  productId: string | null;
  /** The variant whose stock the line took (absent in events recorded before variants). */
  variantId?: string | null;
  /** Made to order: no stock was taken, so no low-stock alert (decision 136). */
  untracked?: boolean;
  name: string;
  sku: string | null;
  quantity: number;
  /** The product's stock right after this order took its units (absent in events recorded before it was kept). */
  stockAfter?: number;
};

/**
 * What happened, as a service records it in its own transaction. The dispatcher turns each into
 * its effects after the commit: live events and e-mails (decided by the settings of that moment).
 */
export type DomainEvent =
  | {
      type: 'order.placed';
      order: OrderView;
      lines: OrderedLine[];
      /** A manual payment's instructions for the confirmation mail (absent: none to give). */
      paymentInstructions?: string | null;
    }
  | {
      type: 'order.status_changed';
      orderId: string;
      orderNumber: string;
      customerEmail: string;
      status: string;
    }
  | {
      type: 'order.shipped';
      orderId: string;
      orderNumber: string;
      customerEmail: string;
      customerName: string;
      status: string;
      trackingNumber: string | null;
      trackingUrl: string | null;
      /** A pickup order's place and hours (decision 172): its mail says "ready for pickup". */
      pickup?: PickupPlace | null;
    }
  /** A pending order's payment arrived (decision 130): a card order's confirmation goes now. */
  | { type: 'order.paid'; order: OrderView }
  | {
      type: 'order.refunded';
      orderId: string;
      orderNumber: string;
      customerEmail: string;
      customerName: string;
      status: string;
      /** This refund, all refunded so far and the order's total, decimal strings. */
      amount: string;
      refundedTotal: string;
      orderTotal: string;
      cancelled: boolean;
      reason: string | null;
      /** False when the owner chose not to mail it (decision 171); absent on older events: mailed. */
      notifyCustomer?: boolean;
      paymentMethod?: string;
    }
  /**
   * An order's print jobs moved (decision 170): its customer's page refetches; `readyToShip`
   * when this change made every print good (the customer is mailed once, then).
   */
  | {
      type: 'order.production';
      orderId: string;
      orderNumber: string;
      customerEmail: string;
      customerName: string;
      productionStatus: string | null;
      readyToShip: boolean;
    }
  | { type: 'quote.decided'; quoteId: string }
  /** A customer asked the owner to review a quote: the owner is mailed. */
  | { type: 'quote.requested'; quoteId: string }
  /** A visitor sent a message, or a customer's reply was read: the owner's devices are told. */
  | { type: 'contact.received'; messageId: string; reply?: boolean }
  /** The owner answered a contact message: the answer goes out as a mail in its thread. */
  | { type: 'contact.replied'; replyId: string }
  /** A change whose only effect is a live update (catalog edits). */
  | { type: 'live'; events: ShopEvent[] };

/** The products whose stock an order's lines took (custom prints have none). */
export function orderedProductIds(lines: readonly { productId: string | null }[]): string[] {
  return lines.flatMap((line) => (line.productId ? [line.productId] : []));
}

/** Every order writes one, so its SQL is fixed text (decision 043). */
const insertEvent = fixedStatement(
  'outbox-record-event',
  'insert into outbox_events (type, payload) values ($1, $2::jsonb) returning id',
);

/** Writes the event in the caller's transaction; answers its id for the dispatch after commit. */
export async function recordEvent(tx: Executor, event: DomainEvent): Promise<string> {
  const { type, ...payload } = event;
  const [row] = await runFixed<{ id: string }>(tx, insertEvent, [type, JSON.stringify(payload)]);
  return row!.id;
}
