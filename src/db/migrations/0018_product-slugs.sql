-- Decision 128. Every product has a unique slug, its address at /shop/<slug>, made from its name
-- as core's slugify makes it (lower-case ASCII, hyphens, at most 80 characters, "product" when
-- nothing is left; SQL has no NFKD, so the common Latin accents are translated by hand, both
-- cases, before lower(), which leaves non-ASCII letters as they are under the C locale).
CREATE FUNCTION product_slug_base(name text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(rtrim(left(trim(BOTH '-' FROM regexp_replace(
    regexp_replace(
      lower(translate(left(name, 320),
        'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżžÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮÑŃŇÒÓÔÕÖØŌŐŔŘŚŠŞŤÙÚÛÜŪŮŰŲÝŸŹŻŽ',
        'aaaaaaaaacccdeeeeeeeeiiiiiinnnoooooøoorrssstuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiinnnoooooøoorrssstuuuuuuuuyyzzz')),
      '[''’]', '', 'g'),
    '[^a-z0-9]+', '-', 'g')), 80), '-'), ''), 'product')
$$;
--> statement-breakpoint
-- The first of base, base-2, base-3… that no other product uses.
CREATE FUNCTION product_free_slug(base text, self uuid) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM products WHERE slug = candidate AND id IS DISTINCT FROM self) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END;
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
DO $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT id, name FROM products ORDER BY created_at, id LOOP
    UPDATE products SET slug = product_free_slug(product_slug_base(p.name), p.id) WHERE id = p.id;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_unique" UNIQUE("slug");--> statement-breakpoint
-- The shop's own code (src/server/catalog/edit-products.ts) always gives a slug; a row inserted
-- without one (fixtures, scripts) gets its name's, so the column never needs a default.
CREATE FUNCTION products_fill_slug() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL THEN
    NEW.slug := product_free_slug(product_slug_base(NEW.name), NEW.id);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_fill_slug BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_fill_slug();
--> statement-breakpoint
-- A renamed product's former slugs: /shop/<old> answers 301 to its page for good.
CREATE TABLE "product_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");
