-- Decision 174. The owner's notes on a customer (who wrote each, when, last edited) and the
-- customer's tags, both gone with the account. The customer list's spend and last-order sorts
-- aggregate orders by customer; a signed-out order finds its profile by lower(e-mail), so that
-- lookup gets its own partial index, and the unread messages counted for the owner theirs.
CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"author_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_body_length" CHECK (char_length("body") between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX "customer_notes_customer_created_idx" ON "customer_notes" ("customer_id", "created_at");
--> statement-breakpoint
CREATE TABLE "customer_tags" (
	"customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tags_pk" PRIMARY KEY ("customer_id", "tag"),
	CONSTRAINT "customer_tags_tag_length" CHECK (char_length("tag") between 1 and 32)
);
--> statement-breakpoint
CREATE INDEX "customer_tags_tag_idx" ON "customer_tags" ("tag");
--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" (lower("customer_email")) WHERE "user_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" ("created_at") WHERE "read_at" IS NULL;
