import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductSearchAnswer } from '#core/catalog/product-search';
import { SEARCH_MAX_LENGTH } from '#core/catalog/search-words';
import { categories, productOptions, products } from '../../src/db/schema/catalog';
import { queryRows } from '../../src/db/query-rows';
import { useTestApp } from '../support/test-app';
import { createProduct } from '../support/store-fixtures';

// Decision 134: search by name, category and description, by prefix and despite a
// typo, ranked, identical on PGlite and PostgreSQL.
const t = useTestApp();

const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
async function found(q: string, category?: string): Promise<string[]> {
  const params = new URLSearchParams({ q, ...(category ? { category } : {}) });
  const res = await search(params.toString());
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProductSearchAnswer).products.map((p) => p.name);
}

const FIDGETS = ['Infinity Cube Fidget', 'Gear Spinner', 'Articulated Slug', 'Flexi Octopus'];
const DRAGONS = [
  'Aurora Crystal Dragon',
  'Sunset Ember Dragon',
  'Chameleon Wyrm',
  'Lunar Glow Dragon',
  'Abyssal Glow Serpent',
  'Firefly Hatchling',
];

describe('the three searches of decision 134', () => {
  it('"Fidgets", the category printed on the cards, finds every fidget, the one named so first', async () => {
    const names = await found('Fidgets');
    expect([...names].sort()).toEqual([...FIDGETS].sort());
    expect(names[0]).toBe('Infinity Cube Fidget');
  });

  it('"fidget" (a prefix of the category) finds the same four, the one named so first', async () => {
    const names = await found('fidget');
    expect([...names].sort()).toEqual([...FIDGETS].sort());
    expect(names[0]).toBe('Infinity Cube Fidget');
  });

  it('"dragn" (a typo) finds the dragons, those named Dragon first', async () => {
    const names = await found('dragn');
    expect([...names].sort()).toEqual([...DRAGONS].sort());
    expect(names.slice(0, 3)).toEqual([
      'Aurora Crystal Dragon',
      'Lunar Glow Dragon',
      'Sunset Ember Dragon',
    ]);
  });
});

describe('matching and ranking', () => {
  it('ranks a name above a category above a description, then by name', async () => {
    const tag = `qz${Date.now().toString(36)}`;
    const [category] = await t.app.db
      .insert(categories)
      .values({ name: `Kestrel ${tag}` })
      .returning();
    const inDescription = await createProduct(t.app, { quantity: 1, name: `Aardvark ${tag}` });
    await t.app.db
      .update(products)
      .set({ description: `A kestrelish ornament` })
      .where(eq(products.id, inDescription.id));
    const inCategory = await createProduct(t.app, { quantity: 1, name: `Bison ${tag}` });
    await t.app.db
      .update(products)
      .set({ categoryId: category!.id })
      .where(eq(products.id, inCategory.id));
    await createProduct(t.app, { quantity: 1, name: `Zebra Kestrel ${tag}` });
    expect(await found(`kestrel ${tag}`)).toEqual([
      `Zebra Kestrel ${tag}`,
      `Bison ${tag}`,
      `Aardvark ${tag}`,
    ]);
    // Renaming the category is seen at once (a trigger refreshes its products' search text).
    await t.app.db
      .update(categories)
      .set({ name: `Osprey ${tag}` })
      .where(eq(categories.id, category!.id));
    expect(await found(`osprey ${tag}`)).toEqual([`Bison ${tag}`]);
    expect(await found(`kestrel ${tag}`)).toEqual([`Zebra Kestrel ${tag}`, `Aardvark ${tag}`]);
  });

  it('needs every word, each as a prefix or within a typo', async () => {
    expect(await found('glow serpent')).toEqual(['Abyssal Glow Serpent']);
    // Both in the name; "glo" in the name and "drag" in the description; both in the category.
    expect(await found('glo drag')).toEqual([
      'Lunar Glow Dragon',
      'Abyssal Glow Serpent',
      'Firefly Hatchling',
    ]);
    expect(await found('dragon zzzzqqq')).toEqual([]);
    // The SKU too, as the shop's search always did.
    expect(await found('fdg-ger')).toEqual(['Gear Spinner']);
  });

  it('narrows to a category, and leaves out inactive products', async () => {
    expect(await found('dragon', 'Glow in the Dark Dragons')).toEqual([
      'Lunar Glow Dragon',
      'Abyssal Glow Serpent',
      'Firefly Hatchling',
    ]);
    expect(await found('dragon', 'Fidgets')).toEqual([]);
    const hidden = await createProduct(t.app, {
      quantity: 3,
      name: 'Hidden Wyvern Lamp',
      isActive: false,
    });
    expect(await found('wyvern')).toEqual([]);
    await t.app.db.update(products).set({ isActive: true }).where(eq(products.id, hidden.id));
    expect(await found('wyvern')).toEqual(['Hidden Wyvern Lamp']);
    // A rename is searchable at once.
    await t.app.db
      .update(products)
      .set({ name: 'Hidden Basilisk Lamp' })
      .where(eq(products.id, hidden.id));
    expect(await found('basilisk')).toEqual(['Hidden Basilisk Lamp']);
    expect(await found('wyvern')).toEqual([]);
  });

  it('answers products in the shop list shape, and the words it looked for', async () => {
    const res = await search('q=Gear%20SPINNER!!');
    const answer = res.json() as ProductSearchAnswer;
    expect(answer.words).toEqual(['gear', 'spinner']);
    expect(answer.products[0]).toMatchObject({
      name: 'Gear Spinner',
      slug: 'gear-spinner',
      category: 'Fidgets',
      price: '17.99',
      quantity: expect.any(Number),
    });
  });
});

describe('hostile and odd searches', () => {
  it.each([
    ['too long', `q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`, 'q'],
    ['a NUL', 'q=dragon%00', 'q'],
    ['no q at all', '', 'q'],
    ['a NUL in the category', 'q=dragon&category=%00', 'category'],
    ['a long category', `q=dragon&category=${'c'.repeat(201)}`, 'category'],
  ])('%s → 400 naming the field', async (_label, query, field) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_failed',
      issues: [expect.objectContaining({ path: field })],
    });
  });

  it.each([
    "'; DROP TABLE products; --",
    '%_\\',
    'dragn:* | !fidget & (x) <-> y',
    '\u202e\u200b\ufeff',
    '🐉🐉🐉',
    '-a'.repeat(SEARCH_MAX_LENGTH / 2),
    `${'x'.repeat(SEARCH_MAX_LENGTH)}`,
    'a b c d e f g h i j k l m n o p',
  ])('%j → 200, quickly, and the catalogue stands', async (q) => {
    const started = performance.now();
    const res = await search(new URLSearchParams({ q }).toString());
    expect(res.statusCode, res.body).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    const rows = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from products`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(12);
  });

  it('finds nothing for punctuation alone (there is nothing to look for)', async () => {
    expect(await found('%_\\')).toEqual([]);
    expect(await found("'; DROP TABLE products; --")).toEqual([]);
  });
});

describe('indexes', () => {
  it('a word and its typos select products through the GIN index on their documents', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<Record<string, string>>(
        tx,
        sql`EXPLAIN SELECT id FROM products
            WHERE search_vector @@ product_search_word_query('dragn', 'ABC')`,
      );
    });
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text, text).toContain('products_search_vector_idx');
  });

  it('remembers the words of a new product for typos', async () => {
    await createProduct(t.app, { quantity: 1, name: 'Quetzalcoatl Bookend' });
    expect(await found('quetzalcoatel')).toEqual(['Quetzalcoatl Bookend']);
  });
});

describe('option values (decisions 134, 135)', () => {
  it("finds a product by its options' values, and follows a change of them", async () => {
    // The seed's Firefly Hatchling comes in Amber and Blue, PLA and Silk PLA.
    expect(await found('amber')).toEqual(['Firefly Hatchling']);
    expect(await found('silk pla')).toContain('Firefly Hatchling');
    const [firefly] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Firefly Hatchling'));
    await t.app.db
      .update(productOptions)
      .set({ values: ['Amber', 'Blue', 'Verdigris'] })
      .where(and(eq(productOptions.productId, firefly!.id), eq(productOptions.position, 1)));
    expect(await found('verdigris')).toEqual(['Firefly Hatchling']);
    expect(await found('verdgris')).toEqual(['Firefly Hatchling']); // a typo of a new value
    await t.app.db.delete(productOptions).where(eq(productOptions.productId, firefly!.id));
    expect(await found('verdigris')).toEqual([]);
  });
});
