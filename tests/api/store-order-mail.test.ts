import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/operations';
import type { OrderView } from '../../src/core/store/store-api-types';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/test-users';
import { createProduct, placeOrder, standardRate } from '../support/store-fixtures';

const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});

let smtpOpen = false;
const closeSmtp = () => (smtpOpen ? new Promise<void>((resolve) => smtp.close(() => resolve())).then(() => void (smtpOpen = false)) : Promise.resolve());

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpOpen = true;
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  customer = await createTestUser(t.app);
});
afterAll(async () => {
  await t.close();
  await closeSmtp();
});

describe('order confirmation e-mail', () => {
  it('is delivered over SMTP to the customer with the order number, items and total', async () => {
    const product = await createProduct(t.app, { price: '12.50', quantity: 5, name: 'Mail Dragon' });
    const res = await placeOrder(t.app, customer.authorization, { items: [{ productId: product.id, quantity: 2 }], shippingRateId: (await standardRate(t.app)).id });
    expect(res.statusCode).toBe(201);
    const order = res.json<OrderView>();
    await expect.poll(() => received.length).toBe(1);
    const [mail] = received;
    expect(mail!.to).toEqual(['ada@example.com']);
    expect(mail!.raw).toContain(`Subject: Order ${order.orderNumber} confirmed`);
    expect(mail!.raw).toContain('2 =C3=97 Mail Dragon'); // "2 × Mail Dragon", quoted-printable
    expect(mail!.raw).toContain('Total: $30.99');
    await expect
      .poll(async () => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_confirmation')))[0]?.sentAt ?? null)
      .not.toBeNull();
  });

  it('a mail server that is down never fails the order', async () => {
    await closeSmtp();
    const product = await createProduct(t.app, { quantity: 5 });
    const res = await placeOrder(t.app, customer.authorization, { items: [{ productId: product.id, quantity: 1 }], shippingRateId: (await standardRate(t.app)).id });
    expect(res.statusCode).toBe(201);
    // The message stays in the outbox with the error, for a later retry.
    await expect
      .poll(async () => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_confirmation'))).filter((m) => m.error).length, { timeout: 15_000 })
      .toBe(1);
  });
});
