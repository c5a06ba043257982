import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, money, updatedAt } from './columns';
import { INVENTORY_POLICIES } from '#core/catalog/choose-variant';

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
    /** Its cheapest variant's price (the "from" price), kept by a trigger (decision 135). */
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
    /** Its weight as shipped, in grams (decision 172); a variant's own weight overrides it. */
    weightGrams: integer('weight_grams'),
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
    check(
      'products_weight_range',
      sql`${t.weightGrams} is null or ${t.weightGrams} between 0 and 1000000`,
    ),
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
    productId: belongsTo('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [index('product_slug_redirects_product_idx').on(t.productId)],
);

/**
 * A product's options (decision 135): up to three, each with its values in the order shown, e.g.
 * Colour: Red, Blue. A product without options has none and one default variant.
 */
export const productOptions = pgTable(
  'product_options',
  {
    productId: belongsTo('product_id', () => products.id),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_options_pk', columns: [t.productId, t.position] }),
    uniqueIndex('product_options_product_name_idx').on(t.productId, sql`lower(${t.name})`),
    check('product_options_position_range', sql`${t.position} between 1 and 3`),
    check('product_options_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('product_options_values_not_empty', sql`cardinality(${t.values}) > 0`),
  ],
);

/**
 * What is sold (decisions 135, 136): one combination of its product's option values with its own
 * SKU, prices, stock and inventory policy. `option1..3` hold values of the product's options at
 * positions 1..3; the default variant (a product without options) has none. The product row's
 * price and compare price follow its cheapest variant (a trigger, migration 0023); a product
 * inserted without variants gets its default one when its transaction commits (another trigger).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: belongsTo('product_id', () => products.id),
    position: integer('position').notNull().default(1),
    sku: text('sku').notNull().unique(),
    option1: text('option1'),
    option2: text('option2'),
    option3: text('option3'),
    price: money('price').notNull(),
    compareAtPrice: money('compare_at_price'),
    /** Units on hand; the order's claim is `quantity = quantity - n where quantity >= n`. */
    quantity: integer('quantity').notNull().default(0),
    /** `track`: sold from stock; `made_to_order`: always purchasable, ships in lead_time_days. */
    inventoryPolicy: text('inventory_policy', { enum: INVENTORY_POLICIES })
      .notNull()
      .default('track'),
    leadTimeDays: integer('lead_time_days'),
    /** One of the product's images, shown when this variant is chosen. */
    imageUrl: text('image_url'),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Printed to order (decision 169): sold, it becomes print jobs from this model (a print_models
     * row; the foreign key is in migration 0027, left out here so catalog need not import the
     * custom-print tables) in this material, colour and quality.
     */
    printedToOrder: boolean('printed_to_order').notNull().default(false),
    printModelId: uuid('print_model_id'),
    printMaterial: text('print_material'),
    printColour: text('print_colour'),
    printQuality: text('print_quality'),
    /** Grams; null means its product's weight (decision 172). */
    weightGrams: integer('weight_grams'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'product_variants_printed_to_order_complete',
      sql`not ${t.printedToOrder} or (${t.printMaterial} is not null and ${t.printColour} is not null and ${t.printQuality} is not null)`,
    ),
    unique('product_variants_combination_unique')
      .on(t.productId, t.option1, t.option2, t.option3)
      .nullsNotDistinct(),
    check('product_variants_price_non_negative', sql`${t.price} >= 0`),
    check('product_variants_compare_at_price_non_negative', sql`${t.compareAtPrice} >= 0`),
    check('product_variants_quantity_non_negative', sql`${t.quantity} >= 0`),
    check(
      'product_variants_weight_range',
      sql`${t.weightGrams} is null or ${t.weightGrams} between 0 and 1000000`,
    ),
    check('product_variants_policy_valid', sql`${t.inventoryPolicy} in ('track', 'made_to_order')`),
    check(
      'product_variants_lead_time',
      sql`(${t.leadTimeDays} is null or ${t.leadTimeDays} between 1 and 365) and (${t.inventoryPolicy} <> 'made_to_order' or ${t.leadTimeDays} is not null)`,
    ),
    check(
      'product_variants_options_in_order',
      sql`(${t.option2} is null or ${t.option1} is not null) and (${t.option3} is null or ${t.option2} is not null)`,
    ),
    check('product_variants_default_has_no_options', sql`${t.isDefault} = (${t.option1} is null)`),
    index('product_variants_product_idx').on(t.productId, t.position),
    index('product_variants_tracked_quantity_idx')
      .on(t.quantity)
      .where(sql`${t.inventoryPolicy} = 'track'`),
    index('product_variants_sku_lower_pattern_idx').on(sql`lower(${t.sku}) text_pattern_ops`),
  ],
);

/**
 * One row (decision 177): `version` goes up in the same transaction as every change to what a
 * public page prints, stock counts excepted (triggers, migration 0033); pages made at an older
 * version are made again.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalog_version_id_check', sql`${t.id}`)],
);
