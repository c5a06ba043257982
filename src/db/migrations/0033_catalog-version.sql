-- Decision 177. One row whose version goes up, in the same transaction, with every change to
-- what a public page prints: products, their variants (all but the stock count), options,
-- categories, former slugs and the shop's settings. Every process compares the version it
-- rendered a page at with this row's before serving the page again, so a price is never older
-- than the change that made it, on any process. Stock alone does not bump it: a checkout rush
-- would queue on this one row; pages check their stock on their own, at most a second apart.
-- The row is made by the first change (a migrated database holds no data, so a shop can be
-- imported into it); no row reads as version 0. A TRUNCATE (a restore's --replace) bumps
-- nothing: the processes restart after a restore.
CREATE TABLE "catalog_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL DEFAULT 1,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- The new version is also notified: the embedded database's one process learns it as the change
-- commits, before the writer goes on, so it never has to read the row.
CREATE FUNCTION catalog_version_bump_now() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  INSERT INTO catalog_version AS c (id, version) VALUES (true, 1)
    ON CONFLICT (id) DO UPDATE SET version = c.version + 1, changed_at = now()
    RETURNING version INTO next;
  PERFORM pg_notify('catalog_version', next::text);
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_version_bump_now();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A variant update counts unless it changed nothing but the stock (an order, a restock).
CREATE FUNCTION catalog_version_bump_variants() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_variants o JOIN new_variants n ON n.id = o.id
    WHERE (o.product_id, o.position, o.sku, o.option1, o.option2, o.option3, o.price,
           o.compare_at_price, o.inventory_policy, o.lead_time_days, o.image_url, o.is_default)
      IS DISTINCT FROM
          (n.product_id, n.position, n.sku, n.option1, n.option2, n.option3, n.price,
           n.compare_at_price, n.inventory_policy, n.lead_time_days, n.image_url, n.is_default)
  ) THEN
    PERFORM catalog_version_bump_now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_version_products AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_version_variants_insert_delete AFTER INSERT OR DELETE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_version_variants_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump_variants();
--> statement-breakpoint
CREATE TRIGGER catalog_version_options AFTER INSERT OR UPDATE OR DELETE ON product_options
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_version_categories AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_version_slug_redirects AFTER INSERT OR UPDATE OR DELETE ON product_slug_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_version_settings AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
