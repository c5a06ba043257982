-- Decision 134 (option values, as it planned): a product is also found by its options' values
-- ("red", "petg"), weighted with category and SKU (B). product_search_document stays THE one
-- place that says what a product is found by; options (decision 135) refresh their product.
CREATE OR REPLACE FUNCTION product_search_document(
  p_id uuid, p_name text, p_sku text, p_description text, p_category_id uuid
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', p_name), 'A')
    || setweight(to_tsvector('simple', concat_ws(' ', c.name, p_sku, (
         SELECT string_agg(array_to_string(o."values", ' '), ' ')
           FROM product_options o WHERE o.product_id = p_id))), 'B')
    || setweight(to_tsvector('simple', p_description), 'C')
  FROM (SELECT 1) AS one LEFT JOIN categories c ON c.id = p_category_id
$$;
--> statement-breakpoint
CREATE FUNCTION product_options_refresh_product_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_search(ARRAY[OLD.product_id]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_search(ARRAY[NEW.product_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_options_refresh_product_search AFTER INSERT OR UPDATE OR DELETE
  ON product_options FOR EACH ROW EXECUTE FUNCTION product_options_refresh_product_search();
--> statement-breakpoint
SELECT refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM product_options));
