import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import type { OrderView } from '#core/orders/order-responses';
import type { ShopSettings } from '#core/settings/shop-settings';
import { mailOutbox } from '../../src/db/schema/operations';
import { printMaterial, requestQuote, uploadModel } from '../support/model-upload';
import type { ReceivedMail } from '../support/smtp-sink';
import { useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';
import { useSmtpSink } from '../support/use-smtp-sink';
import { createProduct, getJson, placeOrder, standardRate } from '../support/store-fixtures';

/**
 * Decisions 132 and 133: every shop mail goes out over real SMTP as HTML with a plain-text part,
 * signed with the store name from Settings; a customer's mail answers to the contact e-mail, the
 * owner's (new order, quote request) to the customer it is about.
 */
const smtp = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: smtp.url, adminEmail: undefined }));
const owner = useTestUser(t, { role: 'admin', email: 'mail-owner@example.com' });
const customer = useTestUser(t, { email: 'mail-customer@example.com' });
beforeAll(async () => {
  const current = await getJson<ShopSettings>(t.app, '/api/admin/settings', owner.authorization);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { authorization: owner.authorization },
    payload: {
      ...current,
      general: {
        ...current.general,
        storeName: 'Kiln & Filament',
        contactEmail: 'hello@kiln.example',
        ownerEmail: 'mail-owner@example.com',
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.+)$`, 'mi').exec(mail.raw)?.[1]?.trim() ?? null;
const mailTo = async (address: string, subject: RegExp) => {
  await expect
    .poll(() => smtp.mails.some((m) => m.to.includes(address) && subject.test(m.text)), {
      timeout: 15_000,
    })
    .toBe(true);
  return smtp.mails.find((m) => m.to.includes(address) && subject.test(m.text))!;
};

describe('order mails', () => {
  let order: OrderView;
  beforeAll(async () => {
    const product = await createProduct(t.app, { price: '12.50', quantity: 50, name: 'Mail Owl' });
    const res = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 2 }],
      shippingRateId: (await standardRate(t.app)).id,
    });
    expect(res.statusCode, res.body).toBe(201);
    order = res.json<OrderView>();
  });

  it("the customer's confirmation is HTML with a plain-text part, signed with the store name, answering to the contact e-mail", async () => {
    // The order's e-mail is the one typed at checkout (the fixture's ada@example.com).
    const mail = await mailTo(order.customerEmail, /Subject: Order .+ confirmed/);
    expect(header(mail, 'Reply-To')).toBe('hello@kiln.example');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.text).toContain('2 × Mail Owl: $25.00');
    expect(mail.text).toContain('Kiln &amp; Filament'); // the HTML heading, escaped by React
    expect(mail.text).toContain('\nKiln & Filament'); // the plain text's signature
    // The body (the From header is MAIL_FROM, an operator's setting) names no other shop.
    expect(mail.text.slice(mail.text.indexOf('\r\n\r\n'))).not.toContain('Layerworks');
  });

  it('the outbox keeps the content until the send and the HTML that went out after it (decision 144)', async () => {
    await mailTo(order.customerEmail, /Subject: Order .+ confirmed/);
    // The sink has the mail once the SMTP server accepted it; the sender marks the row sent only
    // after that answer reached it, so the row is read until it is (a busy machine shows the gap).
    const row = await vi.waitFor(
      async () => {
        const [sent] = await t.app.db
          .select()
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.to, order.customerEmail), eq(mailOutbox.kind, 'order_confirmation')),
          );
        expect(sent!.sentAt).not.toBeNull();
        return sent!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(row.content).toBeNull();
    expect(row.html).toMatch(/^<!DOCTYPE html[\s\S]*Mail Owl/);
    // A mail written but not sent yet holds its content and no HTML.
    const held = await t.app.mailer.enqueue(t.app.db, {
      to: 'later@example.com',
      subject: 'Later',
      text: 'Later',
      kind: 'test',
      content: {
        subject: 'Later',
        preview: 'Later',
        greeting: 'Hi',
        storeName: 'Kiln & Filament',
        blocks: [{ kind: 'paragraph', text: 'Soon' }],
      },
    });
    const [written] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, held));
    expect(written!.html).toBeNull();
    expect(written!.content).toMatchObject({ blocks: [{ kind: 'paragraph', text: 'Soon' }] });
  });

  it('the owner gets a mail for the new order that answers to the customer', async () => {
    const mail = await mailTo(owner.email, new RegExp(`Subject: New order ${order.orderNumber}`));
    expect(header(mail, 'Reply-To')).toBe(order.customerEmail);
    expect(mail.text).toContain(`/admin/orders/${order.id}`);
    expect(mail.text).toContain('2 × Mail Owl: $25.00');
  });

  it('the shipped mail is HTML too, with the tracking link, answering to the contact e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/shipment`,
      headers: { authorization: owner.authorization },
      payload: { trackingNumber: 'TRACK-123', trackingUrl: 'https://track.example/TRACK-123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(order.customerEmail, /Subject: Your order .+ has shipped/);
    expect(header(mail, 'Reply-To')).toBe('hello@kiln.example');
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.text).toContain('href="https://track.example/TRACK-123"');
    expect(mail.text).toContain('Track your parcel: https://track.example/TRACK-123');
  });
});

describe('refund mails', () => {
  it('a part refund, then a cancellation that gives back the rest, each mail the customer with the amounts', async () => {
    const product = await createProduct(t.app, {
      price: '20.00',
      quantity: 50,
      name: 'Refund Owl',
    });
    const placed = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: (await standardRate(t.app)).id,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<OrderView>();
    const admin = (method: 'POST' | 'PATCH', path: string, payload: object) =>
      t.app.inject({
        method,
        url: `/api/admin/orders/${order.id}${path}`,
        headers: { authorization: owner.authorization },
        payload,
      });
    const part = await admin('POST', '/refunds', { amount: '5.00', reason: 'Scratched wing' });
    expect(part.statusCode, part.body).toBe(200);
    const partMail = await mailTo(
      order.customerEmail,
      new RegExp(`Subject: Refund for order ${order.orderNumber}`),
    );
    expect(header(partMail, 'Reply-To')).toBe('hello@kiln.example');
    expect(partMail.text).toContain(`We have refunded $5.00 of your order ${order.orderNumber}.`);
    expect(partMail.text).toContain('Reason: Scratched wing');
    expect(partMail.raw).toMatch(/Content-Type: text\/html/i);

    const cancel = await admin('PATCH', '/status', { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelMail = await mailTo(
      order.customerEmail,
      new RegExp(`Subject: Order ${order.orderNumber} cancelled and refunded`),
    );
    // $20.00 + $5.99 shipping, less the $5.00 already refunded.
    expect(cancelMail.text).toContain('has been cancelled and $20.99 refunded.');
  });
});

describe('quote requests', () => {
  it('the owner gets a mail for each request, with the note, answering to the customer', async () => {
    const upload = await uploadModel(
      t.app,
      encodeBinaryStl(makeBox([20, 20, 20])),
      'mail-box.stl',
      customer.authorization,
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const pla = await printMaterial(t.app, 'PLA');
    const quote = await requestQuote(
      t.app,
      { modelId: upload.json().model.id, materialId: pla.id, colour: 'Red' },
      customer.authorization,
    );
    expect(quote.statusCode, quote.body).toBe(201);
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/custom-prints/quotes/${quote.json().quote.id}/request`,
      headers: { authorization: customer.authorization },
      payload: { note: 'Hollow, please' },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const mail = await mailTo(owner.email, /Subject: Quote request: mail-box\.stl/);
    expect(header(mail, 'Reply-To')).toBe(customer.email);
    expect(mail.text).toContain('Hollow, please');
    expect(mail.text).toContain('Material: PLA (Red)');
  });
});
