import { describe, expect, it } from 'vitest';
import { buildOrderView } from '../orders/test-fixtures';
import { toPlainText } from './mail-content';
import {
  orderConfirmationMail,
  orderRefundedMail,
  orderReadyToShipMail,
  orderShippedMail,
  ownerNewOrderMail,
} from './order-mails';
import { ownerQuoteRequestMail } from './quote-request-mail';

const shop = { storeName: 'Kiln & Filament', publicUrl: 'https://kiln.example/' };
const order = buildOrderView();

describe('order mails', () => {
  it('a paid order is confirmed with its lines, totals, address and the store name; no $0.00 lines', () => {
    const mail = orderConfirmationMail(order, shop);
    expect(mail.subject).toBe('Order ORD-1001 confirmed');
    const text = toPlainText(mail);
    expect(text).toContain('It has been confirmed and paid');
    expect(text).toContain('2 × Mail Dragon: $25.00');
    expect(text).toContain('Shipping (Standard): $5.99');
    expect(text).toContain('Total: $30.99');
    expect(text).toContain('Shipping to:\nAda Lovelace\n1 Loop Lane\nLondon, LDN N1\nGB');
    expect(text).toContain('Your orders: https://kiln.example/orders');
    expect(text).not.toMatch(/Tax|Discount/);
    expect(text.endsWith('Kiln & Filament')).toBe(true);
  });

  it('names the variant the customer chose beside its product (decision 135)', () => {
    const withVariant = {
      ...order,
      items: [{ ...order.items[0]!, variantId: 'v1', variantTitle: 'Amber / PLA' }],
    };
    expect(toPlainText(orderConfirmationMail(withVariant, shop))).toContain(
      '2 × Mail Dragon (Amber / PLA): $25.00',
    );
  });

  it('an order waiting for its money says how to pay, with the instructions line by line', () => {
    const pending = { ...order, status: 'pending' as const, paymentStatus: 'pending' as const };
    const mail = orderConfirmationMail(pending, shop, 'IBAN DE00 1234\nReference: ORD-1001');
    expect(mail.subject).toBe('Order ORD-1001 received: how to pay');
    const text = toPlainText(mail);
    expect(text).not.toContain('paid, and');
    expect(text).toContain('How to pay:\nIBAN DE00 1234\nReference: ORD-1001');
  });

  it('blank instructions add no box', () => {
    expect(toPlainText(orderConfirmationMail(order, shop, '  '))).not.toContain('How to pay');
  });

  it('the shipped mail gives tracking only when there is some', () => {
    const bare = {
      orderNumber: 'ORD-1',
      customerName: 'Ada',
      trackingNumber: null,
      trackingUrl: null,
    };
    expect(toPlainText(orderShippedMail(bare, shop))).not.toContain('Track');
    const tracked = { ...bare, trackingNumber: 'T1', trackingUrl: 'https://t.example/T1' };
    const text = toPlainText(orderShippedMail(tracked, shop));
    expect(text).toContain('Tracking number: T1');
    expect(text).toContain('Track your parcel: https://t.example/T1');
  });

  it('ready to ship names the order and links to its page, without a doubled slash', () => {
    const mail = orderReadyToShipMail(
      { orderNumber: 'ORD-7', orderId: 'abc', customerName: 'Ada' },
      shop,
    );
    expect(mail.subject).toBe('Your order ORD-7 is ready to ship');
    expect(toPlainText(mail)).toContain('See your order: https://kiln.example/orders/abc');
  });

  it('a part refund tells this refund and the running total; a cancellation says so', () => {
    const part = {
      orderNumber: 'ORD-1',
      customerName: 'Ada',
      amount: '5.00',
      refundedTotal: '7.50',
      orderTotal: '30.99',
      cancelled: false,
      reason: 'Scratched wing',
    };
    const text = toPlainText(orderRefundedMail(part, shop));
    expect(text).toContain('We have refunded $5.00 of your order ORD-1.');
    expect(text).toContain('Reason: Scratched wing');
    expect(text).toContain('Refunded so far: $7.50');
    const cancel = orderRefundedMail(
      { ...part, amount: '30.99', refundedTotal: '30.99', cancelled: true, reason: null },
      shop,
    );
    expect(cancel.subject).toBe('Order ORD-1 cancelled and refunded');
    expect(toPlainText(cancel)).not.toContain('Refunded so far');
    expect(toPlainText(cancel)).toContain('You paid in the end: $0.00');
  });

  it('a refund mail says what the customer paid in the end, and how the money comes back', () => {
    const part = {
      orderNumber: 'ORD-2',
      customerName: 'Ada',
      amount: '5.00',
      refundedTotal: '5.00',
      orderTotal: '50.97',
      cancelled: false,
      reason: null,
    };
    const card = toPlainText(orderRefundedMail({ ...part, paymentMethod: 'stripe' }, shop));
    expect(card).toContain('You paid in the end: $45.97');
    expect(card).toContain('The money goes back the way you paid');
    const outside = toPlainText(orderRefundedMail({ ...part, paymentMethod: 'none' }, shop));
    expect(outside).toContain('We return the money to you directly, outside the shop');
  });

  it("the owner's new-order mail names the customer and links to the order", () => {
    const text = toPlainText(ownerNewOrderMail({ ...order, customerPhone: '555-0100' }, shop));
    expect(text).toContain('Customer:\nAda Lovelace\nada@example.com\n555-0100');
    expect(text).toContain('Open the order: https://kiln.example/admin/orders/order-1');
  });

  it("the owner's quote-request mail carries the note and the formula price", () => {
    const mail = ownerQuoteRequestMail(
      {
        modelName: 'box.stl',
        materialName: 'PLA',
        colour: 'Red',
        quantity: 2,
        price: '14.20',
        customerEmail: 'ada@example.com',
        note: 'Hollow?',
      },
      shop,
    );
    expect(mail.subject).toBe('Quote request: box.stl ($14.20)');
    const text = toPlainText(mail);
    expect(text).toContain('Their note:\nHollow?');
    expect(text).toContain('Review it: https://kiln.example/admin/quotes');
  });
});

describe('pickup orders (decision 172)', () => {
  const pickup = { location: '2146 SE Division St, Portland', hours: 'Mon-Fri 10-18' };
  const pickupOrder = buildOrderView({
    deliveryMethod: 'pickup',
    pickup,
    shippingAddress: null,
    billingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'US',
    },
  });

  it('the confirmation and the owner’s mail say where it is collected, never a shipping address', () => {
    const text = toPlainText(orderConfirmationMail(pickupOrder, shop));
    expect(text).toContain('Hi Ada,');
    expect(text).toContain('when it is ready for pickup');
    expect(text).toContain('Pickup at:\n2146 SE Division St, Portland\nHours: Mon-Fri 10-18');
    expect(text).not.toContain('Shipping to');
    const owner = toPlainText(ownerNewOrderMail(pickupOrder, shop));
    expect(owner).toContain('Pickup at:\n2146 SE Division St, Portland');
    expect(owner).not.toContain('Ship to');
  });

  it('"ready for pickup" replaces "has shipped", with the place and hours', () => {
    const mail = orderShippedMail(
      {
        orderNumber: 'ORD-9',
        customerName: 'Ada Lovelace',
        trackingNumber: null,
        trackingUrl: null,
        pickup,
      },
      shop,
    );
    expect(mail.subject).toBe('Your order ORD-9 is ready for pickup');
    expect(toPlainText(mail)).toContain('Hours: Mon-Fri 10-18');
  });
});
