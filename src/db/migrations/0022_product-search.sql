-- Decision 134. The shop's search: a product is found by its name, its category's name, its SKU
-- and its description (and, once products have them, its option values), by word prefix (full
-- text) and despite a typo (pg_trgm, against the words the catalogue uses). PGlite loads pg_trgm
-- from its contrib bundle (src/db/client.ts); on PostgreSQL 13+ pg_trgm is a trusted extension,
-- so the shop's owner role may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Every word any product was ever found by, for typos: trigram similarity against these short
-- words, not against every product's text (measured 10x cheaper at 1,000 products). A word no
-- product uses any more only widens a query by a term that matches nothing.
CREATE TABLE "product_search_words" ("word" text PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- THE one place that says what a product is found by, weighted for ranking: A name, B category
-- and SKU (and option values), C description. Product options (branch `variants`) join here: add
-- their values with weight B, and call refresh_product_search from a trigger on their table.
-- 'simple' (no stemming, no stop words): names like "Wyrm" are no language's.
CREATE FUNCTION product_search_document(
  p_id uuid, p_name text, p_sku text, p_description text, p_category_id uuid
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', p_name), 'A')
    || setweight(to_tsvector('simple', concat_ws(' ', c.name, p_sku)), 'B')
    || setweight(to_tsvector('simple', p_description), 'C')
  FROM (SELECT 1) AS one LEFT JOIN categories c ON c.id = p_category_id
$$;
--> statement-breakpoint
-- Recomputes some products' search documents (a renamed category's; later a product whose
-- option values changed).
CREATE FUNCTION refresh_product_search(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p
  SET search_vector = product_search_document(p.id, p.name, p.sku, p.description, p.category_id)
  WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
-- Every write path (admin, seed, scripts, a CSV import to come) keeps the document current,
-- whatever code made it. A dump import disables user triggers and brings the columns as dumped.
CREATE FUNCTION products_fill_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_document(NEW.id, NEW.name, NEW.sku, NEW.description, NEW.category_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_fill_search BEFORE INSERT OR UPDATE OF name, sku, description, category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_fill_search();
--> statement-breakpoint
CREATE FUNCTION products_remember_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR OLD.search_vector IS DISTINCT FROM NEW.search_vector THEN
    INSERT INTO product_search_words (word)
      SELECT lexeme FROM unnest(NEW.search_vector) WHERE length(lexeme) <= 32
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_remember_search_words AFTER INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_remember_search_words();
--> statement-breakpoint
CREATE FUNCTION categories_refresh_product_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_refresh_product_search AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION categories_refresh_product_search();
--> statement-breakpoint
SELECT refresh_product_search(ARRAY(SELECT id FROM products));
--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- A typed word as a text-search query limited to some weights ('A', 'ABC'…): the word as a
-- prefix, or any of the ten known words most like it (trigram similarity at least 0.4: "dragn"
-- is 0.44 from "dragon"; a word of one or two letters has no typos, only its prefix). Lexemes
-- are quoted as tsquery input wants (quotes and backslashes doubled), so no word is query syntax.
CREATE FUNCTION product_search_word_query(w text, weights text) RETURNS tsquery
LANGUAGE sql STABLE AS $$
  SELECT array_to_string(
    array_prepend(
      '''' || replace(replace(w, '\', '\\'), '''', '''''') || ''':*' || weights,
      ARRAY(
        SELECT '''' || replace(replace(word, '\', '\\'), '''', '''''') || ''':' || weights
        FROM product_search_words
        WHERE length(w) >= 3 AND word % w AND similarity(word, w) >= 0.4
        ORDER BY similarity(word, w) DESC, word
        LIMIT 10
      )
    ),
    ' | '
  )::tsquery
$$;
--> statement-breakpoint
-- The word as a prefix alone (a name that starts with it outranks a typo in a name).
CREATE FUNCTION product_search_prefix_query(w text, weights text) RETURNS tsquery
LANGUAGE sql IMMUTABLE AS $$
  SELECT ('''' || replace(replace(w, '\', '\\'), '''', '''''') || ''':*' || weights)::tsquery
$$;
