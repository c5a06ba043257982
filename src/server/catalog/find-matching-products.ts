import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';
import type { ProductView } from '#core/catalog/catalog-responses';
import { SEARCH_RESULT_LIMIT } from '#core/catalog/search-words';
import { selectProductsWithStock, toProductView } from './product-stock-view';

// Each query below is a scalar subquery of constants: PostgreSQL runs it once per statement (an
// InitPlan), not once per product, and then only compares tsvectors (migration 0022's functions).
const prefix = (word: string, weights: string): SQL =>
  sql`(SELECT product_search_prefix_query(${word}::text, ${weights}::text))`;
const known = (word: string, weights: string): SQL =>
  sql`(SELECT product_search_word_query(${word}::text, ${weights}::text))`;

/**
 * How much one word's best hit in a product is worth (results are ranked): the start of a word
 * of the name 8, a typo of one 6, the category or SKU 3, the description 2.
 */
const wordScore = (word: string): SQL => sql`greatest(
  CASE WHEN ${products.searchVector} @@ ${prefix(word, 'A')} THEN 8 ELSE 0 END,
  CASE WHEN ${products.searchVector} @@ ${known(word, 'A')} THEN 6 ELSE 0 END,
  CASE WHEN ${products.searchVector} @@ ${known(word, 'B')} THEN 3 ELSE 0 END,
  CASE WHEN ${products.searchVector} @@ ${known(word, 'C')} THEN 2 ELSE 0 END
)`;

/**
 * The shop's search (decision 134), one statement: the active products where every word hits
 * (as a word's prefix, or as a known word within a typo of it), best total score first, then by
 * name. What a product is found by is SQL's product_search_document (migration 0022), kept in
 * `search_vector` (GIN-indexed). `words` come from core's searchWords: at most six.
 */
export async function findMatchingProducts(
  db: Executor,
  words: readonly string[],
  category: string | undefined,
): Promise<ProductView[]> {
  if (words.length === 0) return [];
  const everyWord = sql.join(
    words.map((word) => sql`${products.searchVector} @@ ${known(word, 'ABC')}`),
    sql` AND `,
  );
  const score = sql.join(words.map(wordScore), sql` + `);
  const rows = await selectProductsWithStock(db)
    .where(
      and(
        eq(products.isActive, true),
        category === undefined ? undefined : eq(categories.name, category),
        sql`(${everyWord})`,
      ),
    )
    .orderBy(desc(sql`(${score})`), asc(products.name), asc(products.id))
    .limit(SEARCH_RESULT_LIMIT);
  return rows.map(toProductView);
}
