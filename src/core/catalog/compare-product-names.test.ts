import { describe, expect, it } from 'vitest';
import { compareProductNames } from './compare-product-names';

const icu = (a: string, b: string) => a.localeCompare(b, 'en-US', { sensitivity: 'base' });

/** A small deterministic generator, so a failure names the same strings on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function names(alphabet: string, count: number, seed: number): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Array.from(
      { length: Math.floor(next() * 8) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join(''),
  );
}

describe('compareProductNames', () => {
  it('orders names of letters, digits and spaces as en-US base collation does', () => {
    const list = names('aAbBzZmM09 5', 200, 7);
    for (const a of list)
      for (const b of list) expect(Math.sign(compareProductNames(a, b))).toBe(Math.sign(icu(a, b)));
  });

  it('hands any other character to the collator', () => {
    const list = [
      ...names("aB -_.éÉ'&1", 200, 11),
      'Café',
      'cafe',
      'Re-roll',
      'Reroll',
      "Dragon's Egg",
    ];
    for (const a of list)
      for (const b of list) expect(Math.sign(compareProductNames(a, b))).toBe(Math.sign(icu(a, b)));
  });

  it('sorts the seeded catalogue as before', () => {
    const catalogue = [
      'Tabletop Terrain Set',
      'abyssal glow serpent',
      'Articulated Slug',
      'Gear Spinner',
      'Flexi Octopus',
      'Aurora Crystal Dragon',
    ];
    expect([...catalogue].sort(compareProductNames)).toEqual([...catalogue].sort(icu));
  });
});
