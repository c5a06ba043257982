-- Decision 130 (issue 26): how each order is paid. Existing orders were placed in the spec's
-- flow (confirmed and paid with nothing collected): 'none'.
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" in ('none', 'manual', 'stripe'));--> statement-breakpoint
-- The owner's manual-payment instructions as they were when the order was placed.
ALTER TABLE "orders" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
-- An unpaid order holds its stock until this moment (manual: N days; card: the session's expiry).
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
-- Decision 131: the Stripe Checkout Session paying this order, its page and its PaymentIntent.
ALTER TABLE "orders" ADD COLUMN "stripe_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_checkout_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_stripe_session_idx" ON "orders" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "orders_stripe_payment_intent_idx" ON "orders" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
-- The sweep of unpaid orders reads only the few still waiting.
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'pending' and "orders"."payment_status" = 'pending';--> statement-breakpoint
-- Decision 131: each Stripe event is applied once, whatever Stripe redelivers (by its id).
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The timeline records a payment received.
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_valid";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_valid" CHECK ("order_events"."kind" in ('placed', 'status_changed', 'shipped', 'refunded', 'note', 'paid'));
