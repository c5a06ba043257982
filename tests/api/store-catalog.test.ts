import { describe, expect, it } from 'vitest';
import type { CategoryView, ProductView } from '#core/catalog/catalog-responses';
import type { DiscountCheckView } from '#core/discounts/discount-responses';
import type { ShippingRateView } from '#core/shipping/shipping-responses';
import { useTestApp } from '../support/test-app';
import { createTestUser, useTestUser } from '../support/test-users';
import { createDiscount, createProduct, getJson, productBySku } from '../support/store-fixtures';

const t = useTestApp();
const customer = useTestUser(t);

describe('catalogue reads (SPEC §7)', () => {
  it('lists active products with category name and inventory quantity', async () => {
    const hidden = await createProduct(t.app, { quantity: 5, isActive: false });
    const list = await getJson<ProductView[]>(t.app, '/api/products');
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.some((p) => p.id === hidden.id)).toBe(false);
    expect(list.find((p) => p.sku === 'DRG-CC-AUR-01')).toMatchObject({
      name: 'Aurora Crystal Dragon',
      price: '49.99',
      compareAtPrice: '59.99',
      category: 'Color Changing Dragons',
      quantity: 14,
    });
    expect(list.find((p) => p.sku === 'DRG-GL-ABY-02')?.quantity).toBe(0);
  });

  it('lists categories ordered by name', async () => {
    const names = (await getJson<CategoryView[]>(t.app, '/api/categories')).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Fidgets');
  });

  it('lists only active shipping rates, cheapest first', async () => {
    const rates = await getJson<ShippingRateView[]>(t.app, '/api/shipping-rates');
    // Free Shipping (from $75) and Local Pickup, then the paid ones (decision 172's demo rates).
    expect(rates.map((r) => r.rate)).toEqual(['0.00', '0.00', '5.99', '12.99', '14.99']);
  });
});

describe('POST /api/discounts/check', () => {
  const check = (
    code: string,
    items: { productId: string; quantity: number }[],
    authorization = customer.authorization,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/discounts/check',
      headers: { authorization },
      payload: { code, items },
    });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/check',
      payload: { code: 'WELCOME10', items: [] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('computes the amount from the server prices, in upper case, whatever the client claims', async () => {
    const aurora = await productBySku(t.app, 'DRG-CC-AUR-01');
    const res = await check(' welcome10 ', [
      { productId: aurora.id, quantity: 2, price: '0.01' } as never,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<DiscountCheckView>()).toEqual({
      valid: true,
      code: 'WELCOME10',
      type: 'percentage',
      value: '10.00',
      subtotal: '99.98',
      discountAmount: '10.00',
    });
  });

  it.each([
    { code: 'NOSUCHCODE', reason: 'invalid' },
    { code: 'PAUSED15', reason: 'invalid' },
    { code: 'SUMMER2025', reason: 'expired' },
    { code: 'NEWYEAR', reason: 'not_started' },
    { code: 'LAUNCH50', reason: 'used_up' },
    { code: 'BIGORDER20', reason: 'minimum_not_met', minimumOrderAmount: '100.00' },
  ])('refuses $code as $reason', async ({ code, reason, minimumOrderAmount }) => {
    const slug = await productBySku(t.app, 'FDG-SLG-03');
    const res = await check(code, [{ productId: slug.id, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: false,
      reason,
      subtotal: '16.99',
      ...(minimumOrderAmount ? { minimumOrderAmount } : {}),
    });
  });

  it('caps a fixed amount at the subtotal', async () => {
    const cheap = await createProduct(t.app, { price: '3.00', quantity: 10 });
    const { code } = await createDiscount(t.app, { type: 'fixed_amount', value: '5.00' });
    const res = await check(code, [{ productId: cheap.id, quantity: 1 }]);
    expect(res.json()).toMatchObject({ valid: true, discountAmount: '3.00', subtotal: '3.00' });
  });
});

describe('code guessing', () => {
  it('is throttled per account: at most 30 checks a minute', async () => {
    const guesser = await createTestUser(t.app);
    const slug = await productBySku(t.app, 'FDG-SLG-03');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/discounts/check',
        headers: { authorization: guesser.authorization },
        payload: { code: `GUESS${i}`, items: [{ productId: slug.id, quantity: 1 }] },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another account is not affected.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/check',
      headers: { authorization: customer.authorization },
      payload: { code: 'WELCOME10', items: [{ productId: slug.id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(200);
  });
});
