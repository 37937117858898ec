CREATE TABLE "restaurant_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preparation_minutes" integer DEFAULT 20 NOT NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	"days_ahead" integer DEFAULT 2 NOT NULL,
	"last_order_minutes" integer DEFAULT 30 NOT NULL,
	"max_orders_per_slot" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_until" timestamp with time zone,
	"pause_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_settings_one_row" CHECK ("restaurant_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "orders_pickup_idx" ON "orders" USING btree ("pickup_at");--> statement-breakpoint
-- Open 11:00–22:00 every day, as the spec's '----From 11:00am to 10.00Pm----' says.
INSERT INTO "restaurant_settings" ("id", "weekly") VALUES (1, '{"monday":[{"opens":"11:00","closes":"22:00"}],"tuesday":[{"opens":"11:00","closes":"22:00"}],"wednesday":[{"opens":"11:00","closes":"22:00"}],"thursday":[{"opens":"11:00","closes":"22:00"}],"friday":[{"opens":"11:00","closes":"22:00"}],"saturday":[{"opens":"11:00","closes":"22:00"}],"sunday":[{"opens":"11:00","closes":"22:00"}]}');
