import { describe, expect, it } from 'vitest';
import type { ShopEvent } from '#core/realtime/realtime-protocol';
import { isAffectedBy } from './invalidate-for-event';

const order: ShopEvent = {
  type: 'order.created',
  orderId: 'o',
  orderNumber: 'ORD-1',
  customerEmail: 'a@b.c',
  total: '1.00',
};
const stock: ShopEvent = { type: 'stock.changed', productIds: ['p'] };
const quote: ShopEvent = {
  type: 'quote.updated',
  quoteRef: 'r',
  userId: null,
  sliceStatus: 'sliced',
};

const inbox: ShopEvent = { type: 'inbox.changed', kind: 'message' };

describe('isAffectedBy', () => {
  it.each([
    [order, ['orders'], true],
    [order, ['admin', 'orders', 'pending'], true],
    [order, ['admin', 'dashboard'], true],
    [order, ['products'], false],
    // Ordering instant prices changes "All requests" as much as "Ordered" (status=ordered).
    [order, ['custom-prints', 'admin-quotes', ''], true],
    [order, ['custom-prints', 'admin-quotes', 'status=ordered'], true],
    // The customer list and page show orders' figures; the navigation counts open orders.
    [order, ['admin', 'customers'], true],
    [order, ['admin', 'waiting'], true],
    [order, ['admin', 'messages'], false],
    [stock, ['products'], true],
    [stock, ['shop', 'products', { category: 'x' }], true],
    [stock, ['admin', 'products'], true],
    [stock, ['product', 'abc'], true],
    [stock, ['orders'], false],
    [stock, ['admin', 'discount-codes'], false],
    [quote, ['custom-prints', 'my-quotes'], true],
    [quote, ['custom-prints', 'admin-quotes', {}], true],
    [quote, ['custom-prints', 'quote', 'id'], true],
    [quote, ['products'], false],
    [quote, ['admin', 'waiting'], true],
    [inbox, ['admin', 'waiting'], true],
    [inbox, ['admin', 'messages', 'read=unread'], true],
    [inbox, ['admin', 'products'], false],
  ] as const)('%o makes %j stale: %s', (event, queryKey, expected) => {
    expect(isAffectedBy(event)({ queryKey: [...queryKey] })).toBe(expected);
  });
});
