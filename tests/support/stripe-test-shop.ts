import type { FastifyInstance } from 'fastify';
import { startStripeFake, type StripeFake } from './stripe-fake';
import { createTestApp, type TestApp } from './test-app';

/** The real app with card payments on, its SDK pointed at a local Stripe fake (decision 131). */
export async function createStripeTestShop(): Promise<{ t: TestApp; fake: StripeFake }> {
  const fake = await startStripeFake();
  const t = await createTestApp({
    stripe: { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.apiBase },
  });
  fake.setDelivery((body, signature) => deliverWebhook(t.app, body, signature));
  return { t, fake };
}

/** Posts a signed event to the shop's webhook as Stripe does. */
export async function deliverWebhook(app: FastifyInstance, body: string, signature: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: body,
  });
  return { statusCode: res.statusCode, body: res.body };
}
