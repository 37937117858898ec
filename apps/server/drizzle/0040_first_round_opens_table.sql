ALTER TABLE "restaurant_settings" ADD COLUMN "first_round_opens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "table_tabs" ADD COLUMN "opened_by_round" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "table_tabs_table_closed_idx" ON "table_tabs" USING btree ("table_name","closed_at");