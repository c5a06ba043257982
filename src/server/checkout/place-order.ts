import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { nameWithVariant } from '#core/catalog/choose-variant';
import { fromCents } from '#core/money';
import type { PlaceOrderRequest } from '#core/checkout/checkout-schema';
import { toOrderAddress } from '#core/checkout/order-address';
import { calculateOrderTotals, calculateSubtotal } from '#core/checkout/calculate-order-totals';
import { calculatePrintStartup } from '#core/custom-prints/print-startup';
import type { OrderView } from '#core/orders/order-responses';
import { rateApplies } from '#core/checkout/choose-shipping-rate';
import { cartWeightGrams } from '#core/shipping/delivery-method';
import { canonicalOrderRequest, mayReplayOrder } from '#core/checkout/order-request-fingerprint';
import { conflict, DomainError } from '../lib/domain-error';
import { noPaymentAdapter, type PaymentAdapters } from '../payments/payment-adapter';
import { claimDiscountCode } from '../discounts/claim-discount-code';
import { findOrderByIdempotencyKey } from './find-order-by-idempotency-key';
import { orderedProductIds } from '../domain-events/domain-event';
import { resolveOrderLines } from './resolve-order-lines';
import { findActiveShippingRateAndTax, writePlacedOrder } from './order-statements';
import { createOrderJobs } from '../production/create-order-jobs';

export type PlaceOrderCommand = PlaceOrderRequest & {
  userId: string;
  /** How orders are paid (decision 130); without them, the spec's flow. */
  payments?: PaymentAdapters;
  idempotencyKey?: string;
  now?: Date;
};
export type PlaceOrderResult = {
  order: OrderView;
  replayed: boolean;
  /** The `order.placed` outbox event (none for a replay): dispatch it after the commit. */
  eventIds: string[];
  /** The products whose stock the order took (none for a replay). */
  stockChanged: string[];
  /** 1, or 0 for a replay (it placed nothing). */
  ordersPlaced: number;
};

/**
 * A repeat of a key answers the first order only for the same request (decision 118, as Stripe
 * does): a different body under a used key is a client bug, and replaying would tell it that
 * its new order was placed.
 */
function replay(
  existing: { order: OrderView; requestFingerprint: string | null },
  fingerprint: string,
): PlaceOrderResult {
  if (!mayReplayOrder(existing.requestFingerprint, fingerprint))
    throw new DomainError(
      'unprocessable',
      'idempotency_key_reused',
      'This Idempotency-Key was already used with a different order.',
    );
  return { order: existing.order, replayed: true, eventIds: [], stockChanged: [], ordersPlaced: 0 };
}

/**
 * Places an order in ONE transaction: lines priced from the database, the shipping rate, the tax
 * settings and the discount re-read (the code claimed), stock decremented conditionally, then the order, its items and
 * its outbox event (its effects: live events, e-mails) in one statement. Any refusal (409) rolls
 * everything back. With an idempotency key, a repeat of the same request returns the first order.
 */
export async function placeOrder(
  db: Database,
  command: PlaceOrderCommand,
): Promise<PlaceOrderResult> {
  const { userId, idempotencyKey } = command;
  const fingerprint = idempotencyKey
    ? createHash('sha256').update(canonicalOrderRequest(command)).digest('hex')
    : null;
  if (idempotencyKey) {
    const existing = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
    if (existing) return replay(existing, fingerprint!);
  }
  try {
    return await db.transaction(async (tx) => {
      const now = command.now ?? new Date();
      const lines = await resolveOrderLines(tx, command.items, { userId });
      const subtotal = calculateSubtotal(
        lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
      );

      // The cart's weight from the database's own rows, never from the request (decision 172).
      const weightGrams = cartWeightGrams(lines);
      const found = await findActiveShippingRateAndTax(tx, command.shippingRateId);
      if (!found || !rateApplies(found.rate, { subtotal, weightGrams })) {
        throw conflict(
          'The chosen shipping option is no longer available.',
          'shipping_unavailable',
        );
      }
      const { rate } = found;
      if ((rate.pickup ? 'pickup' : 'shipping') !== command.deliveryMethod)
        throw conflict(
          rate.pickup
            ? 'The chosen option is a pickup: choose pickup to place this order.'
            : 'The chosen option ships the order: a shipping address is needed.',
          'delivery_method_mismatch',
        );

      const discount = command.discountCode
        ? await claimDiscountCode(tx, command.discountCode, subtotal, now)
        : null;
      const totals = calculateOrderTotals({
        lines: lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
        shipping: rate.rate,
        discount: discount?.terms ?? null,
        // The settings read in this transaction, never a figure from the request (decision 122).
        tax: found.tax,
        // Once per material among the custom prints, from their stored quotes (decision 124).
        printStartup: calculatePrintStartup(lines.flatMap((line) => line.startup ?? [])).totalCents,
      });
      const { customer } = command;
      const address = toOrderAddress(customer);
      // The method as the owner set it when this transaction read it (one statement with the rate).
      const payment = (command.payments?.[found.payment.method] ?? noPaymentAdapter).place(
        now,
        found.payment,
      );
      const orderId = randomUUID();
      // Item ids are made here, so each line knows its item before anything is written.
      const itemIds = new Map(lines.map((line) => [line, randomUUID()]));
      // One lock order for every transaction (by key), so parallel orders wait instead of
      // deadlocking: stock first (its level after this order goes into the event), then what
      // names the order row once it exists (custom-print quotes; their keys sort after products').
      const byLockKey = [...lines].sort((a, b) => a.lockKey.localeCompare(b.lockKey));
      const reserve = async (afterOrderRow: boolean) => {
        for (const line of byLockKey)
          if (line.afterOrderRow === afterOrderRow)
            await line.reserve(tx, { orderId, orderItemId: itemIds.get(line) });
      };
      await reserve(false);
      const items = lines
        .map((line) => ({
          id: itemIds.get(line)!,
          productId: line.productId,
          variantId: line.variantId ?? null,
          variantTitle: line.variantTitle ?? null,
          productName: line.name,
          sku: line.sku,
          image: line.image,
          quantity: line.quantity,
          price: fromCents(line.unitPrice),
          total: fromCents(line.unitPrice * line.quantity),
          // As read back later (decision 130): the placement answers with the order's own view.
          refundedQuantity: 0,
        }))
        .sort((a, b) => a.productName.localeCompare(b.productName));
      const { view, eventId } = await writePlacedOrder(
        tx,
        {
          id: orderId,
          userId,
          customerEmail: customer.email,
          customerName: `${customer.firstName} ${customer.lastName}`,
          customerPhone: customer.phone ?? null,
          address,
          pickup: rate.pickup,
          subtotal: fromCents(totals.subtotal),
          discountAmount: fromCents(totals.discount),
          shippingAmount: fromCents(totals.shipping),
          taxAmount: fromCents(totals.tax),
          printStartupAmount: fromCents(totals.printStartup),
          total: fromCents(totals.total),
          discountCodeId: discount?.id ?? null,
          discountCode: discount?.code ?? null,
          shippingRateId: rate.id,
          shippingRateName: rate.name,
          idempotencyKey: idempotencyKey ?? null,
          requestFingerprint: fingerprint,
          customerNote: command.note ?? null,
          payment,
        },
        items,
        lines.map(
          ({ productId, variantId, variantTitle, name, sku, quantity, stockAfter, untracked }) => ({
            productId,
            variantId: variantId ?? null,
            name: nameWithVariant(name, variantTitle),
            sku,
            quantity,
            stockAfter,
            untracked,
          }),
        ),
      );
      await reserve(true);
      // Paid as it is placed (the spec's flow): its prints are queued in this transaction
      // (decision 169); one statement when nothing needs printing.
      const production =
        payment.paymentStatus === 'paid'
          ? await createOrderJobs(tx, orderId, { userId, label: customer.email })
          : { eventIds: [] };
      return {
        order: view,
        replayed: false,
        eventIds: [eventId, ...production.eventIds],
        stockChanged: orderedProductIds(lines),
        ordersPlaced: 1,
      };
    });
  } catch (error) {
    // A parallel request with the same key won the race: answer with its order (or 422 when it
    // asked for another one).
    if (idempotencyKey && isUniqueViolation(error, 'orders_user_idempotency_idx')) {
      const existing = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
      if (existing) return replay(existing, fingerprint!);
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (name === constraint || name === undefined)) return true;
  }
  return false;
}
