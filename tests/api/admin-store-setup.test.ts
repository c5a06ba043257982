import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../src/db/schema/operations';
import { sendLowStockAlert } from '../../src/server/mail/send-low-stock-alert';
import { sendOrderEmails } from '../../src/server/mail/send-order-emails';
import { insertOrder } from '../support/order-fixtures';
import { createProduct, placeOrder, standardRate } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { adminApi, createTestUser, newSessionFor, useTestUser } from '../support/test-users';

const t = useTestApp({ adminEmail: undefined });
const admin = useTestUser(t, { role: 'admin', email: 'boss@example.com' });

const api = adminApi(t, admin);

describe('admin discounts', () => {
  it('lists the seeded codes newest first', async () => {
    const { discounts } = (await api('GET', '/discounts')).json();
    expect(discounts.map((d: { code: string }) => d.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'LAUNCH50']),
    );
    const times = discounts.map((d: { createdAt: string }) => Date.parse(d.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('creates (upper-case, unique), edits, toggles and deletes a code', async () => {
    const created = await api('POST', '/discounts', {
      code: 'spring15',
      type: 'percentage',
      value: '15',
      startsAt: '2030-01-01T00:00:00Z',
      expiresAt: '2030-02-01T00:00:00Z',
      maximumUses: 100,
      minimumOrderAmount: '30',
    });
    expect(created.statusCode).toBe(201);
    const discount = created.json();
    expect(discount).toMatchObject({
      code: 'SPRING15',
      value: '15.00',
      minimumOrderAmount: '30.00',
      maximumUses: 100,
      usesCount: 0,
      isActive: true,
    });
    expect(
      (await api('POST', '/discounts', { code: 'Spring15', type: 'fixed_amount', value: '5' }))
        .statusCode,
    ).toBe(409);

    const edited = await api('PUT', `/discounts/${discount.id}`, {
      code: 'SPRING20',
      type: 'fixed_amount',
      value: '20',
      isActive: true,
      maximumUses: null,
    });
    expect(edited.json()).toMatchObject({
      code: 'SPRING20',
      type: 'fixed_amount',
      value: '20.00',
      startsAt: null,
      maximumUses: null,
    });
    expect(
      (
        await api('PUT', `/discounts/${discount.id}`, {
          code: 'WELCOME10',
          type: 'fixed_amount',
          value: '1',
        })
      ).statusCode,
    ).toBe(409);

    expect(
      (await api('PATCH', `/discounts/${discount.id}/active`, { isActive: false })).json().isActive,
    ).toBe(false);
    expect(
      (await api('PATCH', `/discounts/${discount.id}/active`, { isActive: true })).json().isActive,
    ).toBe(true);
    expect((await api('DELETE', `/discounts/${discount.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/discounts/${discount.id}`)).statusCode).toBe(404);
  });

  it('refuses a maximum below the uses so far and a percentage above 100', async () => {
    const { discounts } = (await api('GET', '/discounts')).json();
    const save5 = discounts.find((d: { code: string }) => d.code === 'SAVE5');
    const res = await api('PUT', `/discounts/${save5.id}`, { ...save5, maximumUses: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('maximum_below_uses');
    expect(
      (await api('POST', '/discounts', { code: 'TOOMUCH', type: 'percentage', value: '150' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('admin shipping rates', () => {
  it('creates, edits, toggles and deletes a rate; lists newest first', async () => {
    const created = await api('POST', '/shipping-rates', {
      name: 'Overnight',
      description: 'Next day',
      rate: '29.5',
      minWeight: '0',
      maxWeight: '5',
    });
    expect(created.statusCode).toBe(201);
    const rate = created.json();
    expect(rate).toMatchObject({
      name: 'Overnight',
      rate: '29.50',
      isActive: true,
      minWeight: '0.000',
      maxWeight: '5.000',
    });
    expect((await api('GET', '/shipping-rates')).json().shippingRates[0].id).toBe(rate.id);
    const edited = await api('PUT', `/shipping-rates/${rate.id}`, {
      name: 'Overnight Air',
      rate: '0',
      minOrderAmount: '100',
    });
    expect(edited.json()).toMatchObject({
      name: 'Overnight Air',
      rate: '0.00',
      minOrderAmount: '100.00',
      description: null,
      minWeight: null,
    });
    expect(
      (await api('PATCH', `/shipping-rates/${rate.id}/active`, { isActive: false })).json()
        .isActive,
    ).toBe(false);
    expect(
      (
        await api('PUT', `/shipping-rates/${rate.id}`, {
          name: 'X',
          rate: '1',
          minWeight: '5',
          maxWeight: '1',
        })
      ).statusCode,
    ).toBe(400);
    expect((await api('DELETE', `/shipping-rates/${rate.id}`)).statusCode).toBe(204);
    expect(
      (await api('PATCH', `/shipping-rates/${rate.id}/active`, { isActive: true })).statusCode,
    ).toBe(404);
  });
});

describe('admin settings', () => {
  it('starts from the SPEC §9 defaults with the first admin as owner (tax off until the owner turns it on, decision 122)', async () => {
    const res = await api('GET', '/settings');
    expect(res.json()).toMatchObject({
      general: { ownerEmail: 'boss@example.com' },
      tax: { taxRate: 8.5, taxEnabled: false },
      notifications: {
        orderConfirmation: true,
        shipment: true,
        lowStock: true,
        ownerOrders: true,
      },
      shipping: { deliveryTime: '3-5 days', type: 'Flat Rate' },
    });
  });

  it('saves the settings in the database and a new owner e-mail gets admin access (from its next sign-in)', async () => {
    const customer = await createTestUser(t.app, {
      role: 'customer',
      email: 'partner@example.com',
    });
    const current = (await api('GET', '/settings')).json();
    const next = {
      general: {
        storeName: 'Layerworks Studio',
        contactEmail: 'hello@example.com',
        ownerEmail: 'Partner@Example.com',
        externalStoreUrl: 'https://shop.example.com',
      },
      tax: { taxRate: 7.2, taxEnabled: false },
      notifications: { ...current.notifications, ownerOrders: false },
      shipping: { deliveryTime: '2-4 days', type: 'Calculated' },
    };
    const saved = await api('PUT', '/settings', next);
    expect(saved.statusCode).toBe(200);
    const reread = (await api('GET', '/settings')).json();
    expect(reread).toEqual({
      ...next,
      general: { ...next.general, ownerEmail: 'partner@example.com' },
    });
    // A role change ends the account's sessions: the partner signs in again as admin.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { authorization: customer.authorization },
    });
    expect(stale.statusCode).toBe(403);
    const partner = await newSessionFor(t.app, customer);
    const asPartner = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { authorization: partner.authorization },
    });
    expect(asPartner.statusCode).toBe(200);
  });

  it('refuses an owner e-mail without an account, and a tax rate off the 0.1 step', async () => {
    const current = (await api('GET', '/settings')).json();
    const noOwner = await api('PUT', '/settings', {
      ...current,
      general: { ...current.general, ownerEmail: 'nobody@example.com' },
    });
    expect(noOwner.statusCode).toBe(400);
    expect(noOwner.json().error).toBe('owner_not_found');
    expect(
      (await api('PUT', '/settings', { ...current, tax: { taxRate: 8.55, taxEnabled: true } }))
        .statusCode,
    ).toBe(400);
    expect((await api('GET', '/settings')).json()).toEqual(current);
  });
});

describe('admin dashboard, customers and inbox', () => {
  it('counts the seed and adds paid orders to revenue and the daily chart', async () => {
    const before = (await api('GET', '/dashboard')).json();
    expect(before.counts.products).toBe(12);
    // Seeded stock below 5: Sunset Ember (3), Abyssal (0), Gear Spinner (4).
    expect(before.counts.lowStock).toBe(3);
    expect(before.lowStockProducts.map((p: { sku: string }) => p.sku)).toEqual([
      'DRG-GL-ABY-02',
      'DRG-CC-SUN-02',
      'FDG-GER-02',
    ]);
    expect(before.revenueByDay).toHaveLength(30);
    await insertOrder(t.app, { total: '10.00', paymentStatus: 'paid' });
    await insertOrder(t.app, { total: '99.00', paymentStatus: 'refunded' });
    const after = (await api('GET', '/dashboard')).json();
    expect(after.counts.orders).toBe(before.counts.orders + 2);
    expect(after.recentOrders.length).toBeLessThanOrEqual(5);
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(after.revenue) - cents(before.revenue)).toBe(1000);
    expect(
      cents(after.revenueByDay.at(-1).revenue) - cents(before.revenueByDay.at(-1).revenue),
    ).toBe(1000);
  });

  it('lists customers newest first, labelled customer, with orders count and total spent; admins are not customers', async () => {
    const older = await createTestUser(t.app, { email: 'first@example.com' });
    const newer = await createTestUser(t.app, { email: 'second@example.com' });
    await insertOrder(t.app, { customerEmail: 'second@example.com', total: '20.00' });
    await insertOrder(t.app, { customerEmail: 'SECOND@example.com', total: '5.50' });
    await insertOrder(t.app, {
      customerEmail: 'second@example.com',
      total: '100.00',
      paymentStatus: 'failed',
    });
    const { items: customers } = (await api('GET', '/customers')).json();
    const ids = customers.map((c: { userId: string }) => c.userId);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(admin.id);
    expect(customers.find((c: { userId: string }) => c.userId === newer.id)).toMatchObject({
      role: 'customer',
      ordersCount: 3,
      totalSpent: '25.50',
      email: 'second@example.com',
    });
    expect(customers.find((c: { userId: string }) => c.userId === older.id)).toMatchObject({
      ordersCount: 0,
      totalSpent: '0.00',
    });
  });

  it('lists contact messages newest first and marks them read', async () => {
    await t.app.db.insert(contactMessages).values([
      {
        name: 'Old',
        email: 'old@example.com',
        subject: 'Hi',
        message: 'First',
        createdAt: new Date(Date.now() - 60_000),
      },
      { name: 'New', email: 'new@example.com', subject: 'Quote', message: 'Second' },
    ]);
    const list = (await api('GET', '/messages')).json();
    expect(list.items.map((m: { name: string }) => m.name)).toEqual(['New', 'Old']);
    expect(list.unreadCount).toBe(2);
    const read = await api('PATCH', `/messages/${list.items[0].id}`, { read: true });
    expect(read.json().readAt).toEqual(expect.any(String));
    expect((await api('GET', '/messages')).json().unreadCount).toBe(1);
    expect((await api('DELETE', `/messages/${list.items[1].id}`)).statusCode).toBe(204);
    expect((await api('GET', '/messages')).json().items).toHaveLength(1);
  });

  it('receives what a visitor sends through the contact form', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Visitor',
        email: 'visitor@example.com',
        subject: 'Custom dragon',
        message: 'Can you print it in blue?',
      },
    });
    expect(sent.statusCode).toBe(201);
    const { items: messages } = (await api('GET', '/messages')).json();
    expect(messages[0]).toMatchObject({
      id: sent.json().id,
      subject: 'Custom dragon',
      readAt: null,
    });
  });
});

describe('low-stock alert', () => {
  it('e-mails the owner once per crossing below 5, only while the notification is on', async () => {
    const deps = {
      db: t.app.db,
      mailer: t.app.mailer,
      env: { externalStoreUrl: 'https://shop.example.com' },
    };
    const owner = (await api('GET', '/settings')).json().general.ownerEmail;
    const before = await t.app.db.select().from(mailOutbox);
    expect(
      await sendLowStockAlert(deps, [
        { name: 'Gear Spinner', sku: 'FDG-GER-02', before: 6, after: 4 },
      ]),
    ).toBe(true);
    expect(
      await sendLowStockAlert(deps, [
        { name: 'Gear Spinner', sku: 'FDG-GER-02', before: 4, after: 3 },
      ]),
    ).toBe(false);
    const sent = (await t.app.db.select().from(mailOutbox)).filter(
      (m) => !before.some((b) => b.id === m.id),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: owner,
      kind: 'low_stock',
      subject: 'Low stock: Gear Spinner',
    });
    expect(sent[0]!.text).toContain('Gear Spinner (FDG-GER-02): 4 left');
    const settings = (await api('GET', '/settings')).json();
    await api('PUT', '/settings', {
      ...settings,
      notifications: { ...settings.notifications, lowStock: false },
    });
    expect(
      await sendLowStockAlert(deps, [
        { name: 'Flexi Octopus', sku: 'FDG-OCT-04', before: 12, after: 1 },
      ]),
    ).toBe(false);
    await api('PUT', '/settings', settings);
  });
});

describe('e-mails of a new order follow the notification switches', () => {
  const mailsOf = async (kind: string) =>
    (await t.app.db.select().from(mailOutbox)).filter((m) => m.kind === kind);

  it('checkout sends the confirmation and, when it takes a product below 5, the owner low-stock alert', async () => {
    const customer = await createTestUser(t.app);
    const owner = (await api('GET', '/settings')).json().general.ownerEmail;
    const product = await createProduct(t.app, { quantity: 12, name: 'Switch Dragon' });
    const res = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 8 }], // 12 -> 4
      shippingRateId: (await standardRate(t.app)).id,
      customer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        address: '1 Way',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orderNumber } = res.json<{ orderNumber: string }>();
    await expect
      .poll(async () =>
        (await mailsOf('order_confirmation')).some((m) => m.subject.includes(orderNumber)),
      )
      .toBe(true);
    await expect
      .poll(async () =>
        (await mailsOf('low_stock'))
          .filter((m) => m.text.includes('Switch Dragon'))
          .map((m) => m.to),
      )
      .toEqual([owner]);
  });

  it('sends neither while both switches are off', async () => {
    const settings = (await api('GET', '/settings')).json();
    await api('PUT', '/settings', {
      ...settings,
      notifications: { ...settings.notifications, orderConfirmation: false, lowStock: false },
    });
    const product = await createProduct(t.app, { quantity: 3, name: 'Quiet Dragon' });
    const before = (await t.app.db.select().from(mailOutbox)).length;
    const order = {
      id: 'x',
      orderNumber: 'ORD-QUIET',
      customerEmail: 'ada@example.com',
    } as Parameters<typeof sendOrderEmails>[1];
    await sendOrderEmails(
      {
        db: t.app.db,
        mailer: t.app.mailer,
        env: { externalStoreUrl: 'https://shop.example.com' },
        publicUrl: 'http://localhost',
      },
      order,
      [{ productId: product.id, name: 'Quiet Dragon', sku: 'Q-1', quantity: 3 }], // 6 -> 3 would cross
    );
    expect((await t.app.db.select().from(mailOutbox)).length).toBe(before);
    await api('PUT', '/settings', settings);
  });
});
