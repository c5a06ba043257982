import type { Executor } from '../../db/client';
import type { PaymentSettings } from '#core/payments/payment-settings';
import { badRequest } from '../lib/domain-error';
import { writeSetting } from '../lib/setting-row';

/**
 * Saves the payment section. Card payments need Stripe's keys on the server: without them every
 * card checkout would fail, so the owner hears it here instead of the customers at checkout.
 */
export async function savePaymentSettings(
  db: Executor,
  next: PaymentSettings,
  stripeConfigured: boolean,
): Promise<PaymentSettings> {
  if (next.method === 'stripe' && !stripeConfigured)
    throw badRequest(
      "Card payments need the server's Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) first.",
      'stripe_not_configured',
    );
  await writeSetting(db, 'payment', next);
  return next;
}
