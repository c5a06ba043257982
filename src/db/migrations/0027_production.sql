-- Decisions 169 and 170. The production board: printers, print jobs (one state machine in core,
-- src/core/production/job-machine.ts), their timeline, filament spools; a variant may be printed
-- to order from an attached model; an order follows its jobs in production_status, beside the
-- spec's statuses.
CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"bed_x_mm" integer NOT NULL,
	"bed_y_mm" integer NOT NULL,
	"bed_z_mm" integer NOT NULL,
	"nozzle_um" integer DEFAULT 400 NOT NULL,
	"material" text NOT NULL,
	"colour" text NOT NULL,
	"bed_cleared" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_kind_valid" CHECK ("printers"."kind" in ('manual')),
	CONSTRAINT "printers_name_length" CHECK (length(trim("printers"."name")) between 1 and 80),
	CONSTRAINT "printers_bed_range" CHECK ("printers"."bed_x_mm" between 1 and 2000 and "printers"."bed_y_mm" between 1 and 2000 and "printers"."bed_z_mm" between 1 and 2000),
	CONSTRAINT "printers_nozzle_range" CHECK ("printers"."nozzle_um" between 100 and 2000),
	CONSTRAINT "printers_filament_not_blank" CHECK (length(trim("printers"."material")) between 1 and 40 and length(trim("printers"."colour")) between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"order_item_id" uuid,
	"piece_index" integer,
	"variant_id" uuid,
	"quote_id" uuid,
	"model_id" uuid,
	"title" text NOT NULL,
	"material" text NOT NULL,
	"colour" text NOT NULL,
	"quality" text NOT NULL,
	"pieces" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"printer_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"grams_per_piece" integer,
	"print_seconds" integer,
	"gcode_status" text DEFAULT 'none' NOT NULL,
	"gcode_ref" text,
	"gcode_printer_id" uuid,
	"gcode_error" text,
	"gcode_claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"flag" text,
	"bounds_x_mm" double precision,
	"bounds_y_mm" double precision,
	"bounds_z_mm" double precision,
	"merged_into_id" uuid,
	"stock_added_at" timestamp with time zone,
	"filament_taken_grams" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_source_valid" CHECK ("print_jobs"."source" in ('order', 'restock')),
	CONSTRAINT "print_jobs_order_source" CHECK ("print_jobs"."source" <> 'order' or ("print_jobs"."order_id" is not null and "print_jobs"."order_item_id" is not null)),
	CONSTRAINT "print_jobs_state_valid" CHECK ("print_jobs"."state" in ('queued', 'assigned', 'printing', 'printed', 'good', 'cancelled')),
	CONSTRAINT "print_jobs_active_has_printer" CHECK ("print_jobs"."state" not in ('assigned', 'printing', 'printed') or "print_jobs"."printer_id" is not null),
	CONSTRAINT "print_jobs_queued_has_no_printer" CHECK ("print_jobs"."state" <> 'queued' or "print_jobs"."printer_id" is null),
	CONSTRAINT "print_jobs_flag_valid" CHECK ("print_jobs"."flag" is null or "print_jobs"."flag" in ('cancel_requested', 'short_of_filament')),
	CONSTRAINT "print_jobs_gcode_status_valid" CHECK ("print_jobs"."gcode_status" in ('none', 'queued', 'ready', 'failed', 'off')),
	CONSTRAINT "print_jobs_pieces_range" CHECK ("print_jobs"."pieces" between 1 and 1000),
	CONSTRAINT "print_jobs_attempts_positive" CHECK ("print_jobs"."attempts" >= 1),
	CONSTRAINT "print_jobs_version_positive" CHECK ("print_jobs"."version" >= 1),
	CONSTRAINT "print_jobs_figures_non_negative" CHECK (("print_jobs"."grams_per_piece" is null or "print_jobs"."grams_per_piece" >= 0) and ("print_jobs"."print_seconds" is null or "print_jobs"."print_seconds" >= 0))
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_quote_id_print_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."print_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_model_id_print_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."print_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_gcode_printer_id_printers_id_fk" FOREIGN KEY ("gcode_printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_merged_into_id_print_jobs_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."print_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A replayed "paid" makes no second set of jobs: one row per piece of a line.
CREATE UNIQUE INDEX "print_jobs_item_piece_idx" ON "print_jobs" USING btree ("order_item_id", "piece_index") WHERE "print_jobs"."piece_index" is not null;--> statement-breakpoint
-- Two processes never give one printer two jobs.
CREATE UNIQUE INDEX "print_jobs_one_active_per_printer_idx" ON "print_jobs" USING btree ("printer_id") WHERE "print_jobs"."state" in ('assigned', 'printing', 'printed');--> statement-breakpoint
-- The board reads open jobs by state and due date, finished ones by when they changed.
CREATE INDEX "print_jobs_board_idx" ON "print_jobs" USING btree ("state", "due_at", "position");--> statement-breakpoint
CREATE INDEX "print_jobs_updated_idx" ON "print_jobs" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "print_jobs_printer_idx" ON "print_jobs" USING btree ("printer_id");--> statement-breakpoint
-- The G-code queue: jobs waiting for their printer's slice.
CREATE INDEX "print_jobs_gcode_queue_idx" ON "print_jobs" USING btree ("gcode_claimed_until") WHERE "print_jobs"."gcode_status" = 'queued';--> statement-breakpoint
CREATE TABLE "print_job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_job_events" ADD CONSTRAINT "print_job_events_job_id_print_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."print_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_job_events" ADD CONSTRAINT "print_job_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_job_events_job_created_idx" ON "print_job_events" USING btree ("job_id", "created_at");--> statement-breakpoint
CREATE TABLE "print_spools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"material" text NOT NULL,
	"colour" text NOT NULL,
	"grams_left" integer NOT NULL,
	"grams_total" integer NOT NULL,
	"loaded_on_printer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_spools_grams_valid" CHECK ("print_spools"."grams_total" > 0 and "print_spools"."grams_left" >= 0 and "print_spools"."grams_left" <= "print_spools"."grams_total"),
	CONSTRAINT "print_spools_filament_not_blank" CHECK (length(trim("print_spools"."material")) between 1 and 40 and length(trim("print_spools"."colour")) between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "print_spools" ADD CONSTRAINT "print_spools_loaded_on_printer_id_printers_id_fk" FOREIGN KEY ("loaded_on_printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_spools_one_per_printer_idx" ON "print_spools" USING btree ("loaded_on_printer_id") WHERE "print_spools"."loaded_on_printer_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_production_status_valid" CHECK ("orders"."production_status" is null or "orders"."production_status" in ('in_production', 'ready_to_ship'));--> statement-breakpoint
CREATE INDEX "orders_production_status_idx" ON "orders" USING btree ("production_status", "created_at") WHERE "orders"."production_status" is not null;--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_valid";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_valid" CHECK ("order_events"."kind" in ('placed', 'status_changed', 'shipped', 'refunded', 'note', 'paid', 'production'));--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "printed_to_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "print_model_id" uuid;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "print_material" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "print_colour" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "print_quality" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_print_model_id_print_models_id_fk" FOREIGN KEY ("print_model_id") REFERENCES "public"."print_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_printed_to_order_complete" CHECK (not "product_variants"."printed_to_order" or ("product_variants"."print_material" is not null and "product_variants"."print_colour" is not null and "product_variants"."print_quality" is not null));
