import { describe, expect, it } from 'vitest';
import { pickFreeSlug, productSlugSchema, SLUG_MAX_LENGTH, slugify } from './product-slug';

describe('slugify', () => {
  it.each([
    ['Aurora Crystal Dragon', 'aurora-crystal-dragon'],
    ['  Crème Brûlée   Dragon! ', 'creme-brulee-dragon'],
    ["Dragon's Egg (Large) #2", 'dragons-egg-large-2'],
    ['ÅNGSTRÖM_über--Spinner', 'angstrom-uber-spinner'],
    ['龍', 'product'],
    ['', 'product'],
    ['---', 'product'],
    ['3D Benchy', '3d-benchy'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(productSlugSchema.safeParse(slugify(name)).success).toBe(true);
  });

  it('is bounded in length and never ends with a hyphen', () => {
    const slug = slugify('word '.repeat(1000));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('a'.repeat(500))).toBe('a'.repeat(SLUG_MAX_LENGTH));
  });

  it('takes linear time on hostile input', () => {
    const started = performance.now();
    slugify(`${'-'.repeat(100_000)}x`);
    slugify('é'.repeat(1_000_000));
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('pickFreeSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(pickFreeSlug('gear', new Set())).toBe('gear');
    expect(pickFreeSlug('gear', new Set(['gear']))).toBe('gear-2');
    expect(pickFreeSlug('gear', new Set(['gear', 'gear-2', 'gear-3']))).toBe('gear-4');
  });
});

describe('productSlugSchema', () => {
  it.each(['Gear', 'gear--spinner', '-gear', 'gear-', 'gear spinner', 'g/e', 'a'.repeat(101)])(
    'refuses %j',
    (slug) => expect(productSlugSchema.safeParse(slug).success).toBe(false),
  );
});
