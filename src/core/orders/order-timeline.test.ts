import { describe, expect, it } from 'vitest';
import { describeOrderEvent } from './order-timeline';

describe('describeOrderEvent', () => {
  it('a refund names its amount in the one money format, and stock kept off sale', () => {
    expect(describeOrderEvent({ kind: 'refunded', detail: { amount: '5.00' } })).toBe(
      'Refunded $5.00',
    );
    expect(
      describeOrderEvent({ kind: 'refunded', detail: { amount: '1234.50', stockKept: true } }),
    ).toBe('Refunded $1,234.50, stock kept');
  });
});
