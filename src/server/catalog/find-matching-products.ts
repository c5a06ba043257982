import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';
import type { ProductView } from '#core/catalog/catalog-responses';
import { SEARCH_RESULT_LIMIT } from '#core/catalog/search-words';
import { selectProductsWithStock, toProductView } from './product-stock-view';

/**
 * How much one word's best hit in a product is worth: a name beats its category (or SKU), those
 * its description (issue 27: "ranked"). A typo in the name (trigram word similarity, at least
 * pg_trgm's 0.6) is worth 6 × similarity, so 3.6–6: still above any category hit.
 */
const wordScore = (word: SQL) => sql`greatest(
  CASE WHEN ${products.searchVector} @@ to_tsquery('simple', quote_literal(${word}) || ':*A') THEN 8 ELSE 0 END,
  CASE WHEN ${word} <% ${products.name} THEN 6 * word_similarity(${word}, ${products.name}) ELSE 0 END,
  CASE WHEN ${products.searchVector} @@ to_tsquery('simple', quote_literal(${word}) || ':*B') THEN 3 ELSE 0 END,
  CASE WHEN ${products.searchVector} @@ to_tsquery('simple', quote_literal(${word}) || ':*C') THEN 2 ELSE 0 END,
  CASE WHEN ${word} <% ${products.searchText} THEN word_similarity(${word}, ${products.searchText}) ELSE 0 END
)`;

/**
 * The shop's search (decision 134), one statement: the active products where every word hits
 * (as a word's prefix, or within a typo of a word), best total score first, then by name. What a
 * product is found by is SQL's product_search_document (migration 0022), kept in its columns.
 * `words` come from core's searchWords: letters and digits only, at most six.
 */
export async function findMatchingProducts(
  db: Executor,
  words: readonly string[],
  category: string | undefined,
): Promise<ProductView[]> {
  if (words.length === 0) return [];
  const wordRows = sql.join(
    words.map((word) => sql`(${word}::text)`),
    sql`, `,
  );
  const score = sql<number>`(
    SELECT CASE WHEN bool_and(s > 0) THEN sum(s) ELSE 0 END
    FROM (SELECT ${wordScore(sql`w`)} AS s FROM (VALUES ${wordRows}) AS words(w)) AS per_word
  )`;
  // Every match hits the longest word one way or the other: a condition the GIN indexes on
  // search_vector and search_text answer, so a large catalogue is not scored row by row.
  const longest = [...words].sort((a, b) => b.length - a.length)[0]!;
  const indexed = sql`(${products.searchVector} @@ to_tsquery('simple', quote_literal(${longest}::text) || ':*')
    OR ${longest}::text <% ${products.searchText})`;
  const rows = await selectProductsWithStock(db)
    .where(
      and(
        eq(products.isActive, true),
        category === undefined ? undefined : eq(categories.name, category),
        indexed,
        // Zero: some word hit nothing. (The score is a subquery of at most six rows; the planner
        // may run it again for the order, on the few rows the indexed condition leaves.)
        sql`${score} > 0`,
      ),
    )
    .orderBy(desc(score), asc(products.name), asc(products.id))
    .limit(SEARCH_RESULT_LIMIT);
  return rows.map(toProductView);
}
