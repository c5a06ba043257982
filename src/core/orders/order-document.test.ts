import { describe, expect, it } from 'vitest';
import { orderDocument } from './order-document';
import { buildOrderAddress, buildOrderView } from './test-fixtures';

const address = buildOrderAddress({ city: 'Bern', state: 'BE', zipCode: '3000', country: 'CH' });
const order = buildOrderView({
  id: 'o1',
  orderNumber: 'ORD-7',
  shippingAddress: address,
  billingAddress: address,
  subtotal: '50.00',
  discountAmount: '5.00',
  discountCode: 'SAVE5',
  shippingAmount: '0.00',
  shippingRateName: 'Pickup',
  taxAmount: '3.83',
  total: '48.83',
  paymentStatus: 'pending',
  items: [
    {
      id: 'l1',
      productId: 'p1',
      productName: 'Glow Dragon',
      sku: 'GD-1',
      image: null,
      quantity: 2,
      price: '25.00',
      total: '50.00',
    },
  ],
});

describe('orderDocument', () => {
  it('an invoice has prices, the amounts as charged, both addresses and the payment state', () => {
    const doc = orderDocument(order, 'invoice');
    expect(doc.heading).toBe('Invoice ORD-7');
    expect(doc.date).toBe('November 26, 2026');
    expect(doc.addresses.map((a) => a.title)).toEqual(['Bill to', 'Ship to']);
    expect(doc.addresses[1]!.lines.at(-1)).toBe('Switzerland');
    expect(doc.lines).toEqual([
      { name: 'Glow Dragon', sku: 'GD-1', quantity: 2, price: '$25.00', total: '$50.00' },
    ]);
    expect(doc.totals).toEqual([
      { label: 'Subtotal', value: '$50.00' },
      { label: 'Discount (SAVE5)', value: '−$5.00' },
      { label: 'Shipping (Pickup)', value: 'Free' },
      { label: 'Tax', value: '$3.83' },
      { label: 'Total', value: '$48.83', strong: true },
    ]);
    expect(doc.payment).toBe('Payment due');
  });

  it('a part-refunded invoice shows paid, refunded and net paid, to the cent', () => {
    const doc = orderDocument(
      { ...order, total: '50.97', paymentStatus: 'paid', refundedAmount: '5.00' },
      'invoice',
    );
    expect(doc.totals.slice(-4)).toEqual([
      { label: 'Total', value: '$50.97', strong: true },
      { label: 'Paid', value: '$50.97' },
      { label: 'Refunded', value: '-$5.00' },
      { label: 'Net paid', value: '$45.97', strong: true },
    ]);
    expect(doc.payment).toBe('Paid, partly refunded ($5.00)');
  });

  it('a packing slip lists what goes in the parcel, without a price', () => {
    const doc = orderDocument(order, 'packing-slip');
    expect(doc.heading).toBe('Packing slip ORD-7');
    expect(doc.addresses.map((a) => a.title)).toEqual(['Ship to']);
    expect(doc.lines).toEqual([{ name: 'Glow Dragon', sku: 'GD-1', quantity: 2 }]);
    expect(doc.totals).toEqual([]);
    expect(doc.payment).toBeUndefined();
    expect(JSON.stringify(doc)).not.toContain('$');
  });
});

describe('a pickup order’s documents (decision 172)', () => {
  const pickupOrder = buildOrderView({
    deliveryMethod: 'pickup',
    pickup: { location: 'Layerworks 3D Studio, Portland', hours: 'Mon-Fri 10-18' },
    shippingAddress: null,
    billingAddress: buildOrderAddress({ address: '', city: '', state: '', zipCode: '' }),
  });

  it('say where it is collected instead of a shipping address; the bill names only who', () => {
    const invoice = orderDocument(pickupOrder, 'invoice');
    expect(invoice.addresses).toEqual([
      { title: 'Bill to', lines: ['Ada Lovelace', 'ada@example.com'] },
      { title: 'Pickup at', lines: ['Layerworks 3D Studio, Portland', 'Hours: Mon-Fri 10-18'] },
    ]);
    expect(orderDocument(pickupOrder, 'packing-slip').addresses[0]!.title).toBe('Pickup at');
  });
});
