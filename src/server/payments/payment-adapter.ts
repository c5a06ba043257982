import type { Cents } from '#core/money';
import type { OrderStatus, PaymentStatus } from '#core/orders/order-lifecycle';
import {
  paymentDueAt,
  type PaymentMethod,
  type PaymentSettings,
} from '#core/payments/payment-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { StripeGateway } from './stripe-gateway';

/** How a new order starts under a method: its statuses, what it tells the customer, its hold. */
export type PaymentPlacement = {
  method: PaymentMethod;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The owner's manual instructions as they are now (kept on the order). */
  instructions: string | null;
  /** An unpaid order gives its stock back after this. */
  dueAt: Date | null;
};

/** Giving money back for an order paid through the method. */
export type RefundRequest = {
  orderId: string;
  paymentIntentId: string | null;
  amount: Cents;
  /** Same key, same refund: a retry after a lost answer never pays out twice. */
  idempotencyKey: string;
};

/**
 * One interface for every way the shop takes money (decision 130). `place` says how a new order
 * starts (inside the order's transaction: no I/O); `refund` gives money back (card: through
 * Stripe; manual and none: the owner does it by hand, the order only records it).
 */
export type PaymentAdapter = {
  method: PaymentMethod;
  place(now: Date, settings: PaymentSettings): PaymentPlacement;
  refund(request: RefundRequest): Promise<{ refundId: string | null }>;
  /**
   * An unpaid order was cancelled: whatever could still take its money is closed. Never throws:
   * a provider that can't be reached leaves its page to expire on its own, and a payment made
   * there meanwhile is given back when its webhook arrives (decision 131).
   */
  closePayment(order: ClosableOrder): Promise<void>;
};

const noRefundCall = async () => ({ refundId: null });
const nothingToClose = async () => {};

/** The spec's flow (SPEC §4): confirmed, paid, unfulfilled; nothing collected. */
export const noPaymentAdapter: PaymentAdapter = {
  method: 'none',
  place: () => ({
    method: 'none',
    status: 'confirmed',
    paymentStatus: 'paid',
    instructions: null,
    dueAt: null,
  }),
  refund: noRefundCall,
  closePayment: nothingToClose,
};

/** Bank transfer, pickup, invoice: pending until the owner marks it paid; stock held N days. */
export const manualPaymentAdapter: PaymentAdapter = {
  method: 'manual',
  place: (now, settings) => ({
    method: 'manual',
    status: 'pending',
    paymentStatus: 'pending',
    instructions: settings.manualInstructions,
    dueAt: paymentDueAt('manual', now, settings),
  }),
  refund: noRefundCall,
  closePayment: nothingToClose,
};

/** Where a close that failed is reported: the owner's log, not the customer's request. */
export type PaymentLog = Pick<FastifyBaseLogger, 'warn'>;

/** Card through Stripe Checkout: pending until Stripe's signed webhook says it was paid. */
export function stripePaymentAdapter(
  gateway: StripeGateway | null,
  log: PaymentLog,
): PaymentAdapter {
  return {
    method: 'stripe',
    place: (now, settings) => ({
      method: 'stripe',
      status: 'pending',
      paymentStatus: 'pending',
      instructions: null,
      dueAt: paymentDueAt('stripe', now, settings),
    }),
    refund: async (request) => {
      if (!gateway) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)');
      if (!request.paymentIntentId) throw new Error('The order has no Stripe payment');
      return gateway.refund(request.paymentIntentId, request.amount, request.idempotencyKey);
    },
    closePayment: async (order) => {
      const sessionId = order.stripeSessionId;
      if (!gateway || !sessionId) return;
      // Already expired or completed answers as it is. A failure is left to the session's own
      // expiry (a payment made there meanwhile is given back by its webhook), but logged: the
      // owner sees a cancelled order whose card page stayed open.
      await gateway.expireSession(sessionId).catch((error: unknown) => {
        log.warn({ err: error, stripeSessionId: sessionId }, 'Stripe session left open on cancel');
      });
    },
  };
}

export type PaymentAdapters = Record<PaymentMethod, PaymentAdapter>;

export function createPaymentAdapters(
  gateway: StripeGateway | null,
  log: PaymentLog,
): PaymentAdapters {
  return {
    none: noPaymentAdapter,
    manual: manualPaymentAdapter,
    stripe: stripePaymentAdapter(gateway, log),
  };
}

/** The order fields a refund needs. */
export type RefundableOrder = {
  id: string;
  paymentMethod: PaymentMethod;
  stripePaymentIntentId: string | null;
};

/** The order fields closing its open payment needs. */
export type ClosableOrder = { paymentMethod: PaymentMethod; stripeSessionId: string | null };

export type Payments = {
  /** Null unless STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  stripe: StripeGateway | null;
  adapters: PaymentAdapters;
  /** Gives money back through the order's own method (the lifecycle's `refund` effect). */
  refund(
    order: RefundableOrder,
    amount: Cents,
    idempotencyKey: string,
  ): Promise<{ refundId: string | null }>;
  /** Closes what could still take an unpaid, cancelled order's money (the lifecycle's `close_payment`). */
  closePayment(order: ClosableOrder): Promise<void>;
};

/** `app.payments`: the adapters over one Stripe gateway (or none). */
export function createPayments(stripe: StripeGateway | null, log: PaymentLog): Payments {
  const adapters = createPaymentAdapters(stripe, log);
  return {
    stripe,
    adapters,
    refund: (order, amount, idempotencyKey) =>
      adapters[order.paymentMethod].refund({
        orderId: order.id,
        paymentIntentId: order.stripePaymentIntentId,
        amount,
        idempotencyKey,
      }),
    closePayment: (order) => adapters[order.paymentMethod].closePayment(order),
  };
}
