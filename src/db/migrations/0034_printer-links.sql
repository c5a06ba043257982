-- Decision 178. Printers on the line: OctoPrint and Moonraker printers beside the manual ones,
-- their address and sealed API key (AES-GCM with a key of server_secrets, which dumps leave
-- out: decision 084), the last status they reported, and a lease so exactly one shop process
-- drives each. Every start attempt is a print_starts row; the partial unique index lets a job
-- have one live attempt at most, so it is never started twice, by two processes or after a crash.
ALTER TABLE "printers" DROP CONSTRAINT "printers_kind_valid";
--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_kind_valid" CHECK ("printers"."kind" in ('manual', 'octoprint', 'moonraker'));
--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "base_url" text;
--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "api_key_sealed" text;
--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "link_state" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "link_status" jsonb;
--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "link_seen_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "driver_id" text;
--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "driver_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_link_has_url" CHECK ("printers"."kind" = 'manual' or ("printers"."base_url" is not null and length("printers"."base_url") between 8 and 300));
--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_link_state_valid" CHECK ("printers"."link_state" in ('none', 'online', 'offline'));
--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_flag_valid";
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_flag_valid" CHECK ("print_jobs"."flag" is null or "print_jobs"."flag" in ('cancel_requested', 'short_of_filament', 'start_failed'));
--> statement-breakpoint
CREATE TABLE "print_starts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"printer_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_starts_state_valid" CHECK ("print_starts"."state" in ('uploading', 'uploaded', 'starting', 'started', 'not_started', 'conflict', 'ended')),
	CONSTRAINT "print_starts_error_length" CHECK ("print_starts"."error" is null or length("print_starts"."error") <= 300)
);
--> statement-breakpoint
ALTER TABLE "print_starts" ADD CONSTRAINT "print_starts_job_id_print_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."print_jobs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "print_starts" ADD CONSTRAINT "print_starts_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "print_starts_one_live_per_job_idx" ON "print_starts" USING btree ("job_id") WHERE "print_starts"."state" in ('uploading', 'uploaded', 'starting', 'started');
--> statement-breakpoint
CREATE INDEX "print_starts_printer_idx" ON "print_starts" USING btree ("printer_id", "created_at");
