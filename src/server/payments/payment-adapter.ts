import type { Cents } from '#core/money';
import type { OrderStatus, PaymentStatus } from '#core/orders/order-lifecycle';
import {
  paymentDueAt,
  type PaymentMethod,
  type PaymentSettings,
} from '#core/payments/payment-settings';
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
};

const noRefundCall = async () => ({ refundId: null });

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
};

/** Card through Stripe Checkout: pending until Stripe's signed webhook says it was paid. */
export function stripePaymentAdapter(gateway: StripeGateway | null): PaymentAdapter {
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
  };
}

export type PaymentAdapters = Record<PaymentMethod, PaymentAdapter>;

export function createPaymentAdapters(gateway: StripeGateway | null): PaymentAdapters {
  return {
    none: noPaymentAdapter,
    manual: manualPaymentAdapter,
    stripe: stripePaymentAdapter(gateway),
  };
}

/** The order fields a refund needs. */
export type RefundableOrder = {
  id: string;
  paymentMethod: PaymentMethod;
  stripePaymentIntentId: string | null;
};

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
};

/** `app.payments`: the adapters over one Stripe gateway (or none). */
export function createPayments(stripe: StripeGateway | null): Payments {
  const adapters = createPaymentAdapters(stripe);
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
  };
}
