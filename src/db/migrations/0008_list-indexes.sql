DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_first_name_lower_pattern_idx" ON "profiles" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_last_name_lower_pattern_idx" ON "profiles" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_lower_pattern_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_lower_pattern_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_sku_lower_pattern_idx" ON "products" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_email_lower_pattern_idx" ON "contact_messages" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_name_lower_pattern_idx" ON "contact_messages" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_id_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_number_lower_pattern_idx" ON "orders" USING btree (lower("order_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_lower_pattern_idx" ON "orders" USING btree (lower("customer_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_name_lower_pattern_idx" ON "orders" USING btree (lower("customer_name") text_pattern_ops);