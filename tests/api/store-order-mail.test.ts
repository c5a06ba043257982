import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/operations';
import type { OrderView } from '#core/orders/order-responses';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/test-users';
import { createProduct, placeOrder, standardRate } from '../support/store-fixtures';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let smtpOpen = false;
const closeSmtp = async () => {
  if (smtpOpen) await smtp.close();
  smtpOpen = false;
};

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  smtp = await startSmtpSink();
  smtpOpen = true;
  t = await createTestApp({ smtpUrl: smtp.url });
  customer = await createTestUser(t.app);
});
afterAll(async () => {
  await t.close();
  await closeSmtp();
});

const confirmations = () =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_confirmation'));

describe('order confirmation e-mail', () => {
  it('is delivered over SMTP to the customer with the order number, items and total', async () => {
    const product = await createProduct(t.app, {
      price: '12.50',
      quantity: 5,
      name: 'Mail Dragon',
    });
    const res = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 2 }],
      shippingRateId: (await standardRate(t.app)).id,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<OrderView>();
    // The owner may get a low-stock alert from the same order; this test is about the customer's mail.
    const toCustomer = () => smtp.mails.filter((m) => m.to.includes('ada@example.com'));
    await expect.poll(() => toCustomer().length).toBe(1);
    const [mail] = toCustomer();
    expect(mail!.to).toEqual(['ada@example.com']);
    expect(mail!.raw).toContain(`Subject: Order ${order.orderNumber} confirmed`);
    expect(mail!.text).toContain('2 × Mail Dragon: $25.00');
    expect(mail!.text).toContain('Total: $30.99');
    await expect.poll(async () => (await confirmations())[0]?.sentAt ?? null).not.toBeNull();
  });

  it('a mail server that is down never fails the order', async () => {
    await closeSmtp();
    const product = await createProduct(t.app, { quantity: 5 });
    const res = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: (await standardRate(t.app)).id,
    });
    expect(res.statusCode).toBe(201);
    // The message stays in the outbox with the error, for a later retry.
    await expect
      .poll(async () => (await confirmations()).filter((m) => m.error).length, { timeout: 15_000 })
      .toBe(1);
  });
});
