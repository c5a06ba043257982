-- Decision 134. The shop's search: a product is found by its name, its category's name, its SKU
-- and its description (and, once products have them, its option values), by word prefix (full text) and
-- despite a typo (pg_trgm). PGlite loads pg_trgm from its contrib bundle (src/db/client.ts); on
-- PostgreSQL 13+ pg_trgm is a trusted extension, so the shop's owner role may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- THE one place that says what a product is found by. search_text (lower case, every field) is
-- what typos are matched against; search_vector weighs the fields for ranking and prefixes:
-- A name, B category and SKU (and option values), C description. Product options (branch `variants`)
-- join here: add their values to both, weight B, and call refresh_product_search from a trigger
-- on their table. 'simple' (no stemming, no stop words): names like "Wyrm" are no language's.
CREATE FUNCTION product_search_document(
  p_id uuid, p_name text, p_sku text, p_description text, p_category_id uuid,
  OUT search_text text, OUT search_vector tsvector
) LANGUAGE sql STABLE AS $$
  SELECT
    lower(concat_ws(' ', p_name, c.name, p_sku, p_description)),
    setweight(to_tsvector('simple', p_name), 'A')
      || setweight(to_tsvector('simple', concat_ws(' ', c.name, p_sku)), 'B')
      || setweight(to_tsvector('simple', p_description), 'C')
  FROM (SELECT 1) AS one LEFT JOIN categories c ON c.id = p_category_id
$$;
--> statement-breakpoint
-- Recomputes the search columns of some products (a renamed category's; later a product whose
-- option values changed).
CREATE FUNCTION refresh_product_search(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET (search_text, search_vector) = (
    SELECT d.search_text, d.search_vector
    FROM product_search_document(p.id, p.name, p.sku, p.description, p.category_id) d
  )
  WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
-- Every write path (admin, seed, scripts, a CSV import to come) keeps the columns current,
-- whatever code made it. A dump import disables user triggers and brings the columns as dumped.
CREATE FUNCTION products_fill_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT d.search_text, d.search_vector INTO NEW.search_text, NEW.search_vector
  FROM product_search_document(NEW.id, NEW.name, NEW.sku, NEW.description, NEW.category_id) d;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_fill_search BEFORE INSERT OR UPDATE OF name, sku, description, category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_fill_search();
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
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
