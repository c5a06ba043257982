import { describe, expect, it, vi } from 'vitest';
import { createPayments, type PaymentLog } from './payment-adapter';
import type { StripeGateway } from './stripe-gateway';

function gatewayExpiring(expireSession: StripeGateway['expireSession']): StripeGateway {
  return { expireSession } as Partial<StripeGateway> as StripeGateway;
}

const order = { paymentMethod: 'stripe' as const, stripeSessionId: 'cs_test_123' };

describe('closing an unpaid card order', () => {
  it('expires its Checkout Session', async () => {
    const expireSession = vi.fn(
      async () => ({}) as Awaited<ReturnType<StripeGateway['expireSession']>>,
    );
    const log: PaymentLog = { warn: vi.fn() };
    await createPayments(gatewayExpiring(expireSession), log).closePayment(order);
    expect(expireSession).toHaveBeenCalledWith('cs_test_123');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('never throws when Stripe fails, and tells the owner which session stayed open', async () => {
    const failure = new Error('connect ECONNREFUSED');
    const log: PaymentLog = { warn: vi.fn() };
    const payments = createPayments(
      gatewayExpiring(async () => Promise.reject(failure)),
      log,
    );
    await expect(payments.closePayment(order)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      { err: failure, stripeSessionId: 'cs_test_123' },
      'Stripe session left open on cancel',
    );
  });

  it('has nothing to close without a session or a gateway', async () => {
    const expireSession = vi.fn();
    const log: PaymentLog = { warn: vi.fn() };
    await createPayments(gatewayExpiring(expireSession), log).closePayment({
      ...order,
      stripeSessionId: null,
    });
    await createPayments(null, log).closePayment(order);
    expect(expireSession).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
