-- Decisions 175 and 176. The owner answers a contact message in the shop: the answer is a mail
-- that threads in the customer's mail program, and the customer's answer comes back into the
-- same thread; pushes reach the owner's devices and a daily digest sums up the day.
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
-- One thread row per mail of the conversation after the first message: the owner's answers
-- ('out') and the customer's replies read from the shop's mailbox ('in'). `mail_message_id` is
-- the mail's Message-ID without its angle brackets: replies are matched by it, and a mail read
-- twice (two processes, a restart) is stored once.
CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_message_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"body" text NOT NULL,
	"from_email" text NOT NULL,
	"mail_message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_replies_direction_valid" CHECK ("contact_replies"."direction" in ('out', 'in')),
	CONSTRAINT "contact_replies_mail_message_id_unique" UNIQUE ("mail_message_id")
);--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_thread_idx" ON "contact_replies" USING btree ("contact_message_id","created_at");--> statement-breakpoint
-- The owner's saved answers for everyday questions.
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A mail's threading headers (Message-ID, In-Reply-To, References), kept with it so a retry
-- sends the same ones.
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- The owner's devices that asked for pushes (a browser's push subscription). A push service
-- that answers 404 or 410 for one has dropped it: it is deleted then.
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE ("endpoint")
);--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One row per day whose digest went out: the process that inserts it sends it, the others don't.
CREATE TABLE "owner_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
