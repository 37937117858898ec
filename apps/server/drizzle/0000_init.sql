CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"recipe" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_price_positive" CHECK ("menu_items"."price_cents" > 0),
	CONSTRAINT "menu_items_category_known" CHECK ("menu_items"."category" in ('popular', 'dessert', 'soup', 'offered', 'pizza', 'salad', 'drinks'))
);
--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("category");