-- Decision 124: the start-up cost of custom prints is charged once per material per order, as its
-- own figure beside the subtotal. Orders without custom prints (and every order placed before
-- this) carry 0, so their totals read as before.
ALTER TABLE "orders" ADD COLUMN "print_startup_amount" numeric(12, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_non_negative";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."discount_amount" >= 0 and "orders"."shipping_amount" >= 0 and "orders"."tax_amount" >= 0 and "orders"."print_startup_amount" >= 0 and "orders"."total" >= 0);
