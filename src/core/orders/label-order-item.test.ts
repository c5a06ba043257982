import { describe, expect, it } from 'vitest';
import { labelOrderItem } from './label-order-item';

describe('labelOrderItem', () => {
  it('names the chosen variant beside the product', () => {
    expect(labelOrderItem({ productName: 'Firefly Hatchling', variantTitle: 'Amber / PLA' })).toBe(
      'Firefly Hatchling (Amber / PLA)',
    );
  });

  it('is the product alone for a product without options, and for lines from before variants', () => {
    expect(labelOrderItem({ productName: 'Gear Spinner', variantTitle: null })).toBe(
      'Gear Spinner',
    );
    expect(labelOrderItem({ productName: 'Gear Spinner' })).toBe('Gear Spinner');
  });
});
