-- Decision 127 (issue 26). What was given back of an order's payment: a part refund keeps
-- payment_status 'paid' (the spec's values have no part-refunded one), the whole makes it 'refunded'.
ALTER TABLE "orders" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."total");--> statement-breakpoint
-- The customer's optional note at checkout, shown to the owner on the order page.
ALTER TABLE "orders" ADD COLUMN "customer_note" text;--> statement-breakpoint
-- Orders cancelled before the lifecycle kept their payment 'paid'; they were never charged (the
-- spec's no-payment mode), so they read as refunded in full, and revenue stops counting them.
UPDATE "orders" SET "payment_status" = 'refunded', "refunded_amount" = "total"
  WHERE "status" = 'cancelled' AND "payment_status" = 'paid';--> statement-breakpoint
-- The order's timeline: who did what, when (placement, status changes, shipment, refunds,
-- internal notes). Internal: never shown to the customer.
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind_valid" CHECK ("order_events"."kind" in ('placed', 'status_changed', 'shipped', 'refunded', 'note'))
);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_created_idx" ON "order_events" USING btree ("order_id","created_at");
