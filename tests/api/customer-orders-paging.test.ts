import { beforeAll, describe, expect, it } from 'vitest';
import { customerOrdersPageSchema } from '#core/orders/order-lists';
import { insertOrder } from '../support/order-fixtures';
import { useTestApp } from '../support/test-app';
import { createTestUser, useTestUser } from '../support/test-users';

// The customer's /orders used to stop at 100 with nothing said; now it pages.
const ORDERS = 112;

const t = useTestApp({}, { timeout: 120_000 });
const customer = useTestUser(t);
beforeAll(async () => {
  for (let i = 0; i < ORDERS; i += 1) {
    await insertOrder(t.app, {
      userId: customer.id,
      customerEmail: customer.email,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    });
  }
}, 120_000);

const mine = (query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders${query}`,
    headers: { authorization: customer.authorization },
  });

describe('GET /api/orders paging', () => {
  it('answers pages of ten, newest first, with the total, to the last order', async () => {
    const first = customerOrdersPageSchema.parse((await mine()).json());
    expect(first).toMatchObject({ total: ORDERS, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.createdAt).toBe(
      new Date(Date.UTC(2025, 0, 1) + (ORDERS - 1) * 60_000).toISOString(),
    );
    const last = customerOrdersPageSchema.parse((await mine('?page=12')).json());
    expect(last.items).toHaveLength(2);
    expect(last.items[1]!.createdAt).toBe(new Date(Date.UTC(2025, 0, 1)).toISOString());
    const big = customerOrdersPageSchema.parse((await mine('?pageSize=50&page=3')).json());
    expect(big.items).toHaveLength(ORDERS - 100);
  });

  it('refuses page sizes over 50 and pages below 1, and shows only the caller its orders', async () => {
    expect((await mine('?pageSize=51')).statusCode).toBe(400);
    expect((await mine('?page=0')).statusCode).toBe(400);
    const other = await createTestUser(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: other.authorization },
    });
    expect(customerOrdersPageSchema.parse(theirs.json())).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
  });
});
