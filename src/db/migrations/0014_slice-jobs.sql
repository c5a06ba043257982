-- Issue 29, decision 123: quotes are sliced in the background. A quote keeps where it stands
-- with the slicer, the slicer's figures, why a slice failed and the hash of what it was sliced
-- with; slice_jobs is the queue any process claims from (FOR UPDATE SKIP LOCKED with a lease, as
-- the outbox does); slicer_profiles holds the owner's PrusaSlicer profiles and supports switch.
ALTER TABLE "print_quotes" ADD COLUMN "slice_status" text DEFAULT 'estimate' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD COLUMN "sliced" jsonb;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD COLUMN "slice_error" text;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD COLUMN "sliced_with_hash" text;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD CONSTRAINT "print_quotes_slice_status_valid" CHECK ("print_quotes"."slice_status" in ('estimate', 'queued', 'sliced', 'review', 'off'));--> statement-breakpoint
CREATE TABLE "slice_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slice_jobs_quote_unique" UNIQUE("quote_id"),
	CONSTRAINT "slice_jobs_status_valid" CHECK ("slice_jobs"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "slice_jobs_attempts_non_negative" CHECK ("slice_jobs"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "slice_jobs" ADD CONSTRAINT "slice_jobs_quote_id_print_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."print_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slice_jobs_due_idx" ON "slice_jobs" USING btree ("next_attempt_at") WHERE "slice_jobs"."status" = 'pending';--> statement-breakpoint
CREATE TABLE "slicer_profiles" (
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"name" text NOT NULL,
	"ini" text,
	"supports" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slicer_profiles_kind_target_pk" PRIMARY KEY("kind","target"),
	CONSTRAINT "slicer_profiles_kind_valid" CHECK ("slicer_profiles"."kind" in ('printer', 'material', 'quality'))
);
