import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { insertOrder } from '../support/order-fixtures';

const t = useTestApp();

describe('order numbers past 9,999', () => {
  it('keeps every digit, so the 10,000th and 10,001st orders of a day differ', async () => {
    await t.app.db.execute(sql`select setval('order_number_seq', 9998)`);
    const numbers = [];
    for (let i = 0; i < 3; i++) numbers.push((await insertOrder(t.app)).orderNumber);
    expect(numbers.map((n) => n.split('-').pop())).toEqual(['9999', '10000', '10001']);
  });
});
