import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';

/** PostgreSQL's full-text document type; only SQL reads it (decision 134). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    compareAtPrice: money('compare_at_price'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sku: text('sku').notNull().unique(),
    /**
     * The product's address, /shop/<slug> (decision 128). The shop's code always sets it; a row
     * inserted without one gets its name's from a trigger (migration 0018), hence this default.
     */
    slug: text('slug')
      .notNull()
      .unique()
      .$defaultFn(() => sql`null`),
    isActive: boolean('is_active').notNull().default(true),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the shop's search matches (decision 134): kept by triggers from the name, category,
     * SKU and description through SQL's product_search_document (migration 0022), never by code.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_compare_at_price_non_negative', sql`${t.compareAtPrice} >= 0`),
    check('products_name_not_blank', sql`length(trim(${t.name})) > 0`),
    index('products_active_name_idx').on(t.isActive, t.name),
    index('products_category_idx').on(t.categoryId),
    index('products_created_at_idx').on(t.createdAt),
    index('products_name_lower_pattern_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('products_sku_lower_pattern_idx').on(sql`lower(${t.sku}) text_pattern_ops`),
    index('products_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** Every word a product was found by, for typos (decision 134): filled by a trigger on products. */
export const productSearchWords = pgTable(
  'product_search_words',
  { word: text('word').primaryKey() },
  (t) => [index('product_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** A renamed product's former slugs: /shop/<old> answers 301 to its page for good. */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_slug_redirects_product_idx').on(t.productId)],
);

export const inventory = pgTable(
  'inventory',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('inventory_quantity_non_negative', sql`${t.quantity} >= 0`),
    index('inventory_quantity_idx').on(t.quantity),
  ],
);
