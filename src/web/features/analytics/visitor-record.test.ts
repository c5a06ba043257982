import { describe, expect, it } from 'vitest';
import { clickText, describeElement, keepLast, scrollDepth } from './visitor-record';

describe('visitor record helpers', () => {
  it('cuts click text at 100 characters and collapses whitespace', () => {
    expect(clickText('x'.repeat(150))).toHaveLength(100);
    expect(clickText('  Shop \n now ')).toBe('Shop now');
    expect(clickText(null)).toBe('');
  });

  it.each([
    [0, 800, 800, 100],
    [0, 800, 1600, 50],
    [400, 800, 1600, 75],
    [800, 800, 1600, 100],
    [5000, 800, 1600, 100],
  ])('scroll %i in a %i viewport of a %i page -> %i%%', (y, vh, dh, depth) => {
    expect(scrollDepth(y, vh, dh)).toBe(depth);
  });

  it('describes an element by tag, id and two classes', () => {
    expect(describeElement('BUTTON', 'go', ['a', 'b', 'c'])).toBe('button#go.a.b');
    expect(describeElement('A', '', [])).toBe('a');
  });

  it('keeps the newest items', () => {
    expect(keepLast([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(keepLast([1], 2)).toEqual([1]);
  });
});
