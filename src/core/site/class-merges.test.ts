import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { droppedClasses, hashClassList, withoutClasses } from './class-merges';

const LISTS = [
  'inline-flex items-center h-9 rounded-md px-3 mr-1 hidden md:inline-flex',
  'rounded-md px-2.5 py-2 text-muted-foreground hover:text-foreground text-foreground underline',
  'size-8 shrink-0 size-7',
  'p-2 p-3 p-2',
  'flex gap-2',
  '',
];

describe('class merges', () => {
  it("records what tailwind-merge dropped, and gives back tailwind-merge's own answer", () => {
    for (const joined of LISTS) {
      const merged = twMerge(joined);
      const dropped = droppedClasses(joined, merged);
      expect(dropped, joined).not.toBeNull();
      expect(withoutClasses(joined, dropped!), joined).toBe(merged);
    }
    expect(droppedClasses('size-8 shrink-0 size-7', 'shrink-0 size-7')).toEqual([0]);
    expect(droppedClasses('flex gap-2', 'flex gap-2')).toEqual([]);
  });

  it('refuses a merge that is not the list with classes left out', () => {
    expect(droppedClasses('a b', 'b a')).toBeNull();
    expect(droppedClasses('a b', 'a c')).toBeNull();
    expect(droppedClasses('a', 'a b')).toBeNull();
  });

  it('hashes a list the same way every time, and tells lists apart', () => {
    const hashes = new Set(LISTS.map(hashClassList));
    expect(hashes.size).toBe(LISTS.length);
    expect(hashClassList(LISTS[0]!)).toBe(hashClassList(`${LISTS[0]}`));
    expect(hashClassList('p-2 p-3')).not.toBe(hashClassList('p-3 p-2'));
    expect(hashClassList('p-2 p-3')).toMatch(/^[0-9a-z]{1,11}$/);
  });
});
