-- Decision 135. An order item names the variant it sold and keeps its title ("Red / PLA") as it
-- was, like the product's name and SKU, so a later edit or a removed combination changes no order.
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
-- Existing items sold their product's only variant, the default one made by 0023.
UPDATE "order_items" oi SET "variant_id" = v.id
  FROM "product_variants" v WHERE v.product_id = oi.product_id AND v.is_default;
