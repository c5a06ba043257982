ALTER TABLE "print_models" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "print_quotes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "print_models_client_created_idx" ON "print_models" USING btree ("client_key","created_at");--> statement-breakpoint
UPDATE "print_quotes" SET "expires_at" = "created_at" + interval '14 days' WHERE "status" = 'priced';
