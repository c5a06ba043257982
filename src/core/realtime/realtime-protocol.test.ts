import { describe, expect, it } from 'vitest';
import { canReceive, type Recipient, type ShopEvent } from './realtime-protocol';

const created: ShopEvent = {
  type: 'order.created',
  orderId: 'o',
  orderNumber: 'ORD-1',
  customerEmail: 'Ann@Example.com',
  total: '5.00',
};
const updated: ShopEvent = {
  type: 'order.updated',
  orderId: 'o',
  orderNumber: 'ORD-1',
  customerEmail: 'ann@example.com',
  status: 'shipped',
};
const stock: ShopEvent = { type: 'stock.changed', productIds: ['p'] };
const product: ShopEvent = { type: 'product.changed', productIds: ['p'] };

const anonymous: Recipient = { audience: 'anonymous' };
const ann: Recipient = { audience: 'customer', userId: 'u-ann', email: 'ann@example.com' };
const bob: Recipient = { audience: 'customer', userId: 'u-bob', email: 'bob@example.com' };
const admin: Recipient = { audience: 'admin' };

describe('canReceive', () => {
  it.each([
    ['anonymous', anonymous, created, false],
    ['anonymous', anonymous, updated, false],
    ['anonymous', anonymous, stock, true],
    ['anonymous', anonymous, product, true],
    ['the order’s customer (any case)', ann, created, true],
    ['the order’s customer', ann, updated, true],
    ['another customer', bob, created, false],
    ['another customer', bob, updated, false],
    ['a customer', bob, stock, true],
    ['admin', admin, created, true],
    ['admin', admin, updated, true],
    ['admin', admin, stock, true],
  ])('%s: %o -> %o is %s', (_label, recipient, event, expected) => {
    expect(canReceive(recipient, event)).toBe(expected);
  });

  it('follows the order owner: the account that placed it, else the e-mail of an order without one', () => {
    // Bob placed an order giving Ann's e-mail: it is Bob's order, not Ann's.
    const bobsOrder = { userId: 'u-bob', email: 'ann@example.com' };
    expect(canReceive(bob, created, bobsOrder)).toBe(true);
    expect(canReceive(ann, created, bobsOrder)).toBe(false);
    const guestOrder = { userId: null, email: 'ANN@example.com' };
    expect(canReceive(ann, updated, guestOrder)).toBe(true);
    expect(canReceive(bob, updated, guestOrder)).toBe(false);
    expect(canReceive(anonymous, updated, guestOrder)).toBe(false);
  });

  it('sends a quote update to its account and the admins; an unclaimed one (naming no id) to all', () => {
    const annsQuote: ShopEvent = {
      type: 'quote.updated',
      quoteRef: 'ref',
      userId: 'u-ann',
      sliceStatus: 'sliced',
    };
    expect(canReceive(ann, annsQuote)).toBe(true);
    expect(canReceive(admin, annsQuote)).toBe(true);
    expect(canReceive(bob, annsQuote)).toBe(false);
    expect(canReceive(anonymous, annsQuote)).toBe(false);
    const unclaimed: ShopEvent = { ...annsQuote, userId: null };
    expect(canReceive(anonymous, unclaimed)).toBe(true);
    expect(canReceive(bob, unclaimed)).toBe(true);
    expect(JSON.stringify(unclaimed)).not.toMatch(/quoteId/);
  });

  it('sends what waits for the owner to the admins only', () => {
    const arrived: ShopEvent = { type: 'inbox.changed', kind: 'message' };
    expect(canReceive(admin, arrived)).toBe(true);
    expect(canReceive(ann, arrived)).toBe(false);
    expect(canReceive(anonymous, arrived)).toBe(false);
  });

  it('refuses an event type it does not know', () => {
    expect(canReceive(admin, { type: 'secret.leaked' } as unknown as ShopEvent)).toBe(false);
  });
});
