CREATE TABLE "print_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"process" text NOT NULL,
	"density_g_per_cm3" numeric(6, 3) NOT NULL,
	"price_per_gram_cents" numeric(10, 2) NOT NULL,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_materials_name_unique" UNIQUE("name"),
	CONSTRAINT "print_materials_process_valid" CHECK ("print_materials"."process" in ('fdm', 'resin')),
	CONSTRAINT "print_materials_density_positive" CHECK ("print_materials"."density_g_per_cm3" > 0),
	CONSTRAINT "print_materials_price_non_negative" CHECK ("print_materials"."price_per_gram_cents" >= 0),
	CONSTRAINT "print_materials_name_not_blank" CHECK (length(trim("print_materials"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "print_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"bucket" text NOT NULL,
	"object_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"format" text NOT NULL,
	"triangle_count" integer NOT NULL,
	"vertex_count" integer NOT NULL,
	"volume_mm3" double precision NOT NULL,
	"surface_area_mm2" double precision NOT NULL,
	"size_x_mm" double precision NOT NULL,
	"size_y_mm" double precision NOT NULL,
	"size_z_mm" double precision NOT NULL,
	"is_closed" boolean NOT NULL,
	"open_edges" integer DEFAULT 0 NOT NULL,
	"bad_edges" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"user_id" uuid,
	"material_id" uuid,
	"material_name" text NOT NULL,
	"colour" text NOT NULL,
	"quality" text NOT NULL,
	"infill_percent" integer NOT NULL,
	"quantity" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"formula_price" numeric(12, 2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'priced' NOT NULL,
	"customer_note" text,
	"admin_note" text,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"order_id" uuid,
	"order_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_quotes_status_valid" CHECK ("print_quotes"."status" in ('priced', 'requested', 'approved', 'adjusted', 'rejected', 'ordered')),
	CONSTRAINT "print_quotes_quantity_positive" CHECK ("print_quotes"."quantity" > 0),
	CONSTRAINT "print_quotes_infill_range" CHECK ("print_quotes"."infill_percent" between 0 and 100),
	CONSTRAINT "print_quotes_prices_non_negative" CHECK ("print_quotes"."price" >= 0 and "print_quotes"."formula_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "print_models" ADD CONSTRAINT "print_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD CONSTRAINT "print_quotes_model_id_print_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."print_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD CONSTRAINT "print_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD CONSTRAINT "print_quotes_material_id_print_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."print_materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD CONSTRAINT "print_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD CONSTRAINT "print_quotes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_models_user_idx" ON "print_models" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "print_models_created_at_idx" ON "print_models" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "print_quotes_user_created_idx" ON "print_quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "print_quotes_status_created_idx" ON "print_quotes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "print_quotes_model_idx" ON "print_quotes" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "print_quotes_order_idx" ON "print_quotes" USING btree ("order_id");