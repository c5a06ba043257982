-- Decision 172. Pickup is a delivery method, not a zero-cost rate: a rate may be marked pickup
-- with its place and hours; an order keeps how it is delivered and, for pickup, the place and
-- hours it was promised, and has no shipping address. Products and variants carry a weight in
-- grams (a variant's, when set, over its product's): the cart's weight decides which rates apply.
ALTER TABLE "shipping_rates" ADD COLUMN "is_pickup" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "pickup_location" text;
--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "pickup_hours" text;
--> statement-breakpoint
-- A rate already named as a pickup (the demo's "Local Pickup") is one: its description is the
-- place until the owner writes it. Any other rate stays a shipping rate.
UPDATE "shipping_rates"
   SET "is_pickup" = true,
       "pickup_location" = coalesce(nullif(trim("description"), ''), "name")
 WHERE "rate" = 0 AND "name" ILIKE '%pickup%';
--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_pickup_has_location"
  CHECK (NOT "is_pickup" OR length(trim(coalesce("pickup_location", ''))) > 0);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_range"
  CHECK ("weight_grams" IS NULL OR "weight_grams" BETWEEN 0 AND 1000000);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "weight_grams" integer;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_weight_range"
  CHECK ("weight_grams" IS NULL OR "weight_grams" BETWEEN 0 AND 1000000);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'shipping' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_location" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_hours" text;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_address" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_valid"
  CHECK ("delivery_method" IN ('shipping', 'pickup'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_has_destination"
  CHECK (("delivery_method" = 'shipping' AND "shipping_address" IS NOT NULL)
      OR ("delivery_method" = 'pickup' AND "pickup_location" IS NOT NULL));
