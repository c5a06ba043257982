import type { OrderState } from './order-lifecycle';
import type { OrderView } from './order-responses';

type OrderAddress = OrderView['billingAddress'];

/** A customer's address as an order stores it, for tests; `overrides` set what a test reads. */
export function buildOrderAddress(overrides: Partial<OrderAddress> = {}): OrderAddress {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Loop Lane',
    city: 'London',
    state: 'LDN',
    zipCode: 'N1',
    country: 'GB',
    ...overrides,
  };
}

/**
 * A confirmed, unshipped order of one line as the API answers it, for tests: 2 × $12.50, $5.99
 * standard shipping, no discount, no tax. `overrides` set what a test reads.
 */
export function buildOrderView(overrides: Partial<OrderView> = {}): OrderView {
  const address = buildOrderAddress();
  return {
    id: 'order-1',
    orderNumber: 'ORD-1001',
    customerEmail: 'ada@example.com',
    customerName: 'Ada Lovelace',
    customerPhone: null,
    shippingAddress: address,
    billingAddress: address,
    deliveryMethod: 'shipping',
    pickup: null,
    subtotal: '25.00',
    discountAmount: '0.00',
    discountCode: null,
    shippingAmount: '5.99',
    shippingRateName: 'Standard',
    taxAmount: '0.00',
    printStartupAmount: '0.00',
    total: '30.99',
    refundedAmount: '0.00',
    status: 'confirmed',
    paymentStatus: 'paid',
    fulfillmentStatus: 'unfulfilled',
    paymentMethod: 'none',
    paymentInstructions: null,
    checkoutUrl: null,
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: null,
    createdAt: '2026-11-26T08:00:00.000Z',
    items: [
      {
        id: 'line-1',
        productId: 'p1',
        productName: 'Mail Dragon',
        sku: 'MD-1',
        image: null,
        quantity: 2,
        price: '12.50',
        total: '25.00',
      },
    ],
    ...overrides,
  };
}

/** A confirmed, paid, unshipped order of $41.97 as the lifecycle sees it, for tests. */
export const paidOrderState: OrderState = {
  status: 'confirmed',
  paymentStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  total: 4197,
  refunded: 0,
  shipped: false,
};
