import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  addCartQuantity,
  canAddOneMore,
  describeCartAddition,
  countCartUnits,
  removeCartItem,
  setCartItemQuantity,
  type CartItem,
} from './update-cart';
import { parseStoredCart } from './parse-stored-cart';
import { toOrderLines } from './to-order-lines';

const dragon = { id: 'p1', name: 'Dragon', price: 4999, image: '/d.svg', sku: 'D-1', stock: 3 };
const slug = { id: 'p2', name: 'Slug', price: 1699, image: null, sku: 'S-1' };
const line = (item: typeof dragon | typeof slug, quantity: number): CartItem => ({
  ...item,
  quantity,
});

describe('addCartItem (SPEC §4)', () => {
  it.each([
    { name: 'a new item starts at 1', cart: [], add: slug, expected: [line(slug, 1)] },
    {
      name: 'an item already there goes up by 1',
      cart: [line(slug, 2)],
      add: slug,
      expected: [line(slug, 3)],
    },
    {
      name: 'other lines stay as they are',
      cart: [line(dragon, 1)],
      add: slug,
      expected: [line(dragon, 1), line(slug, 1)],
    },
    {
      name: 'never above the stock',
      cart: [line(dragon, 3)],
      add: dragon,
      expected: [line(dragon, 3)],
    },
    { name: 'nothing when the stock is 0', cart: [], add: { ...dragon, stock: 0 }, expected: [] },
  ])('$name', ({ cart, add, expected }) => {
    expect(addCartItem(cart, add)).toEqual(expected);
  });

  it('carries extra fields of the added item along', () => {
    const [added] = addCartItem([], { ...slug, category: 'Fidgets', colour: 'rainbow' });
    expect(added).toMatchObject({ category: 'Fidgets', colour: 'rainbow', quantity: 1 });
  });

  it('does not change the cart it was given', () => {
    const cart = [line(slug, 1)];
    addCartItem(cart, slug);
    expect(cart).toEqual([line(slug, 1)]);
  });
});

describe('setCartItemQuantity (SPEC §4, §5)', () => {
  it.each([
    { quantity: 2, expected: [line(slug, 2), line(dragon, 1)] },
    { quantity: 0, expected: [line(dragon, 1)] },
    { quantity: -3, expected: [line(dragon, 1)] },
    { quantity: Number.NaN, expected: [line(dragon, 1)] },
    { quantity: 2.7, expected: [line(slug, 2), line(dragon, 1)] },
  ])('quantity $quantity', ({ quantity, expected }) => {
    expect(setCartItemQuantity([line(slug, 1), line(dragon, 1)], 'p2', quantity)).toEqual(expected);
  });

  it('caps at the stock shown', () => {
    expect(setCartItemQuantity([line(dragon, 1)], 'p1', 10)).toEqual([line(dragon, 3)]);
  });
});

describe('cart helpers', () => {
  it('removes a line, counts units, knows when the stock is reached', () => {
    const cart = [line(slug, 2), line(dragon, 3)];
    expect(removeCartItem(cart, 'p2')).toEqual([line(dragon, 3)]);
    expect(countCartUnits(cart)).toBe(5);
    expect(canAddOneMore(cart, 'p1', 3)).toBe(false);
    expect(canAddOneMore(cart, 'p2', 3)).toBe(true);
    expect(canAddOneMore([], 'p9', 0)).toBe(false);
  });
});

describe('parseStoredCart', () => {
  it.each([
    { raw: null, expected: [] },
    { raw: 'not json', expected: [] },
    { raw: '{"id":"x"}', expected: [] },
    { raw: JSON.stringify([line(slug, 2)]), expected: [line(slug, 2)] },
    {
      raw: JSON.stringify([line(slug, 2), { id: 'bad', price: 'free' }]),
      expected: [line(slug, 2)],
    },
    { raw: JSON.stringify([line(slug, 0)]), expected: [] },
    { raw: JSON.stringify([line(slug, 1), line(slug, 5)]), expected: [line(slug, 1)] },
  ])('reads $raw', ({ raw, expected }) => {
    expect(parseStoredCart(raw)).toEqual(expected);
  });

  it('keeps extra fields', () => {
    expect(parseStoredCart(JSON.stringify([{ ...line(slug, 1), quoteId: 'q1' }]))[0]).toMatchObject(
      { quoteId: 'q1' },
    );
  });
});

describe('parseStoredCart field hygiene', () => {
  it('keeps a whole stock, drops a malformed one, and nulls a non-text image', () => {
    const [kept] = parseStoredCart(JSON.stringify([{ ...line(dragon, 1) }]));
    expect(kept?.stock).toBe(3);
    const [cleaned] = parseStoredCart(
      JSON.stringify([{ ...line(slug, 1), stock: 'lots', image: 42 }]),
    );
    expect(cleaned).toEqual(line(slug, 1));
  });
});

describe('toOrderLines', () => {
  it('sends ids and quantities only, never the price', () => {
    expect(toOrderLines([line(dragon, 2), { ...line(slug, 1), note: 'x' }])).toEqual([
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 1 },
    ]);
  });
});

describe('addCartQuantity and its message (decision 173)', () => {
  it('adds what the stock allows and says so: 999 of 3 left adds 3', () => {
    const result = addCartQuantity([], dragon, 999);
    expect(result.items).toEqual([line(dragon, 3)]);
    expect(result).toMatchObject({ requested: 999, added: 3, inCart: 0, stock: 3 });
    expect(describeCartAddition('Dragon', result)).toEqual({
      tone: 'warning',
      title: 'Only 3 left — added 3 to your cart',
      description: 'You asked for 999 of Dragon; 3 were added.',
    });
  });

  it('counts what is already in the cart, and adds nothing when all of it is there', () => {
    const some = addCartQuantity([line(dragon, 1)], dragon, 5);
    expect(some.items).toEqual([line(dragon, 3)]);
    expect(describeCartAddition('Dragon', some).title).toBe(
      'Only 3 in stock, 1 already in your cart — added 2',
    );
    const none = addCartQuantity([line(dragon, 3)], dragon, 1);
    expect(none.added).toBe(0);
    expect(none.items).toEqual([line(dragon, 3)]);
    expect(describeCartAddition('Dragon', none).title).toBe('Only 3 left — all in your cart');
  });

  it('says plainly "added" when every unit went in, without a stock limit too', () => {
    const result = addCartQuantity([], slug, 4);
    expect(result.items).toEqual([line(slug, 4)]);
    expect(describeCartAddition('Slug', result)).toMatchObject({
      tone: 'success',
      title: 'Added to cart',
      description: '4 × Slug have been added to your cart.',
    });
    expect(describeCartAddition('Slug', addCartQuantity([], slug, 1)).description).toBe(
      'Slug has been added to your cart.',
    );
  });

  it('an item out of stock is not added', () => {
    const result = addCartQuantity([], { ...dragon, stock: 0 }, 2);
    expect(result.items).toEqual([]);
    expect(describeCartAddition('Dragon', result).title).toBe('Dragon is out of stock');
  });
});
