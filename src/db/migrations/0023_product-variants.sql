-- Decisions 135 and 136. A product has up to three options (Colour, Material, Size) and one or
-- more variants, each with its own SKU, price, compare price, stock and inventory policy. A
-- product without options has exactly one default variant (no option values) carrying what the
-- product row used to: every existing product gets it here, with its stock, so nothing is lost.
CREATE TABLE "product_options" (
	"product_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"values" text[] NOT NULL,
	CONSTRAINT "product_options_pk" PRIMARY KEY ("product_id", "position"),
	CONSTRAINT "product_options_position_range" CHECK ("product_options"."position" between 1 and 3),
	CONSTRAINT "product_options_name_not_blank" CHECK (length(trim("product_options"."name")) > 0),
	CONSTRAINT "product_options_values_not_empty" CHECK (cardinality("product_options"."values") > 0)
);
--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_name_idx" ON "product_options" USING btree ("product_id", lower("name"));--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"sku" text NOT NULL,
	"option1" text,
	"option2" text,
	"option3" text,
	"price" numeric(12, 2) NOT NULL,
	"compare_at_price" numeric(12, 2),
	"quantity" integer DEFAULT 0 NOT NULL,
	"inventory_policy" text DEFAULT 'track' NOT NULL,
	"lead_time_days" integer,
	"image_url" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	-- One variant per combination; the default variant is the one whose values are all null.
	CONSTRAINT "product_variants_combination_unique" UNIQUE NULLS NOT DISTINCT ("product_id", "option1", "option2", "option3"),
	CONSTRAINT "product_variants_price_non_negative" CHECK ("product_variants"."price" >= 0),
	CONSTRAINT "product_variants_compare_at_price_non_negative" CHECK ("product_variants"."compare_at_price" >= 0),
	CONSTRAINT "product_variants_quantity_non_negative" CHECK ("product_variants"."quantity" >= 0),
	CONSTRAINT "product_variants_policy_valid" CHECK ("product_variants"."inventory_policy" in ('track', 'made_to_order')),
	CONSTRAINT "product_variants_lead_time" CHECK (("product_variants"."lead_time_days" is null or "product_variants"."lead_time_days" between 1 and 365) and ("product_variants"."inventory_policy" <> 'made_to_order' or "product_variants"."lead_time_days" is not null)),
	CONSTRAINT "product_variants_options_in_order" CHECK (("product_variants"."option2" is null or "product_variants"."option1" is not null) and ("product_variants"."option3" is null or "product_variants"."option2" is not null)),
	CONSTRAINT "product_variants_default_has_no_options" CHECK ("product_variants"."is_default" = ("product_variants"."option1" is null))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id", "position");--> statement-breakpoint
-- The dashboard's low-stock count and list read tracked variants by quantity.
CREATE INDEX "product_variants_tracked_quantity_idx" ON "product_variants" USING btree ("quantity") WHERE "product_variants"."inventory_policy" = 'track';--> statement-breakpoint
CREATE INDEX "product_variants_sku_lower_pattern_idx" ON "product_variants" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "position", "sku", "price", "compare_at_price", "quantity", "is_default", "updated_at")
  SELECT p.id, 1, p.sku, p.price, p.compare_at_price, coalesce(i.quantity, 0), true, coalesce(i.updated_at, p.updated_at)
    FROM "products" p LEFT JOIN "inventory" i ON i.product_id = p.id;
--> statement-breakpoint
-- products.price and compare_at_price are the product's "from" price: those of its cheapest
-- variant (its only one without options), kept here so lists, sorting and search read one row.
CREATE FUNCTION product_variants_sync_price() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  pid uuid := coalesce(NEW.product_id, OLD.product_id);
BEGIN
  UPDATE products p SET price = v.price, compare_at_price = v.compare_at_price
    FROM (SELECT price, compare_at_price FROM product_variants
           WHERE product_id = pid ORDER BY price, position LIMIT 1) v
   WHERE p.id = pid
     AND (p.price IS DISTINCT FROM v.price OR p.compare_at_price IS DISTINCT FROM v.compare_at_price);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_sync_price AFTER INSERT OR DELETE OR UPDATE OF price, compare_at_price, position ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_sync_price();
--> statement-breakpoint
-- Every product has a variant: one inserted without any by the end of its transaction (fixtures,
-- scripts) gets its default one from the product's own SKU and prices, with no stock. Deferred,
-- so code that writes a product and its variants together (the admin, the CSV import) is left alone.
CREATE FUNCTION products_ensure_variant() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, position, sku, price, compare_at_price, quantity, is_default)
    SELECT p.id, 1, p.sku, p.price, p.compare_at_price, 0, true FROM products p
     WHERE p.id = NEW.id AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_ensure_variant AFTER INSERT ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION products_ensure_variant();
