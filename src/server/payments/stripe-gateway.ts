import Stripe from 'stripe';
import type { Cents } from '#core/money';

/** What the shop needs of a Checkout Session (decision 131). */
export type CheckoutSessionState = {
  id: string;
  url: string | null;
  /** open, complete or expired */
  status: string | null;
  /** paid, unpaid or no_payment_required */
  paymentStatus: string;
  paymentIntentId: string | null;
  orderId: string | null;
  amountTotal: number | null;
};

export type NewCheckoutSession = {
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  amount: Cents;
  itemCount: number;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
};

/** A session as the SDK answers it or a webhook event carries it, reduced to what the shop uses. */
export function toSessionState(s: Stripe.Checkout.Session): CheckoutSessionState {
  return {
    id: s.id,
    url: s.url ?? null,
    status: s.status ?? null,
    paymentStatus: s.payment_status,
    paymentIntentId:
      typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
    orderId: s.metadata?.order_id ?? s.client_reference_id ?? null,
    amountTotal: s.amount_total ?? null,
  };
}

/**
 * The few Stripe calls the shop makes, through the official SDK (decision 131). The secret key
 * comes from the environment and never leaves the server. `apiBase` (STRIPE_API_BASE) points the
 * SDK elsewhere than api.stripe.com — the tests' local fake speaks Stripe's protocol there.
 */
export function createStripeGateway(options: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
}) {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'layerworks-shop' },
  });

  return {
    /** From the server's own total, one line for the whole order (its lines, tax, shipping). */
    async createCheckoutSession(input: NewCheckoutSession): Promise<CheckoutSessionState> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.orderId,
          customer_email: input.customerEmail,
          metadata: { order_id: input.orderId },
          payment_intent_data: { metadata: { order_id: input.orderId } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: input.amount,
                product_data: {
                  name: `Order ${input.orderNumber} (${input.itemCount} ${input.itemCount === 1 ? 'item' : 'items'})`,
                },
              },
            },
          ],
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // One session per order, however often the start is retried.
        { idempotencyKey: `checkout-session-${input.orderId}` },
      );
      return toSessionState(session);
    },
    async retrieveSession(id: string): Promise<CheckoutSessionState> {
      return toSessionState(await stripe.checkout.sessions.retrieve(id));
    },
    /** Ends an open session (its stock is released by the caller); a closed one answers as it is. */
    async expireSession(id: string): Promise<CheckoutSessionState> {
      try {
        return toSessionState(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return toSessionState(await stripe.checkout.sessions.retrieve(id));
        throw error;
      }
    },
    async refund(
      paymentIntentId: string,
      amount: Cents,
      idempotencyKey: string,
    ): Promise<{ refundId: string }> {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount, metadata: { by: 'shop' } },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },
    /** Throws unless the body was signed with the webhook secret (Stripe-Signature header). */
    verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      if (!signature) throw new Error('No Stripe-Signature header');
      return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
export type StripeEvent = Stripe.Event;
