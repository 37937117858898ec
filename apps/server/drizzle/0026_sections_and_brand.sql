CREATE TABLE "menu_item_sections" (
	"menu_item_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_item_sections_menu_item_id_section_id_pk" PRIMARY KEY("menu_item_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "menu_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hours" jsonb,
	"description" text,
	"banner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_sections_slug_unique" UNIQUE("slug"),
	CONSTRAINT "menu_sections_slug_shape" CHECK ("menu_sections"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "restaurant_brand" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"brand" jsonb,
	"home" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_brand_one_row" CHECK ("restaurant_brand"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_category_known";--> statement-breakpoint
DROP INDEX "menu_items_category_idx";--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "collections" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "tax_category" text;--> statement-breakpoint
-- The spec's five categories become the seeded sections, under the shop's addresses of today
-- (/order/SALADS …), with the menu page's lines under their banners.
INSERT INTO "menu_sections" ("slug", "name", "position", "description") VALUES
  ('salads', 'Salad', 0, 'Crisp leaves, market vegetables and dressings whisked to order.'),
  ('pizza', 'Pizza', 1, 'Hand-stretched dough, proofed for two days and baked hot.'),
  ('soups', 'Soups', 2, 'Slow-simmered stocks, seasonal vegetables and fresh bread on the side.'),
  ('desserts', 'Desserts', 3, 'Tarts, mousses and ices made in our pastry kitchen every morning.'),
  ('drinks', 'Drinks', 4, NULL);--> statement-breakpoint
-- A dish of those categories is in its section.
INSERT INTO "menu_item_sections" ("menu_item_id", "section_id", "position")
  SELECT i."id", s."id", 0 FROM "menu_items" i JOIN "menu_sections" s
    ON s."slug" = CASE i."category" WHEN 'salad' THEN 'salads' WHEN 'soup' THEN 'soups' WHEN 'dessert' THEN 'desserts' ELSE i."category" END;--> statement-breakpoint
-- Popular and Today's offer become collections: a dish in one keeps that pick, and gets the
-- section its name says it is of (the Margherita Pizza: Pizza) ...
UPDATE "menu_items" SET "collections" = ARRAY["category"]::text[] WHERE "category" IN ('popular', 'offered');--> statement-breakpoint
INSERT INTO "menu_item_sections" ("menu_item_id", "section_id", "position")
  SELECT i."id", s."id", 0 FROM "menu_items" i JOIN "menu_sections" s ON s."slug" = CASE
    WHEN lower(i."name") LIKE '% pizza' THEN 'pizza'
    WHEN lower(i."name") LIKE '% salad' THEN 'salads'
    WHEN lower(i."name") LIKE '% soup' THEN 'soups' END
  WHERE i."category" IN ('popular', 'offered');--> statement-breakpoint
-- ... or stays in a section of its own, hidden as those tabs had no dishes of their own, which
-- the owner can show, rename, or move its dishes from: Mains (from Popular), Specials (from
-- Today's offer).
INSERT INTO "menu_sections" ("slug", "name", "position", "hidden")
  SELECT v."slug", v."name", v."position", true FROM (VALUES ('mains', 'Mains', 5, 'popular'), ('specials', 'Specials', 6, 'offered')) AS v("slug", "name", "position", "category")
  WHERE EXISTS (SELECT 1 FROM "menu_items" i WHERE i."category" = v."category"
    AND NOT EXISTS (SELECT 1 FROM "menu_item_sections" l WHERE l."menu_item_id" = i."id"));--> statement-breakpoint
INSERT INTO "menu_item_sections" ("menu_item_id", "section_id", "position")
  SELECT i."id", s."id", 0 FROM "menu_items" i JOIN "menu_sections" s
    ON s."slug" = CASE i."category" WHEN 'popular' THEN 'mains' ELSE 'specials' END
  WHERE i."category" IN ('popular', 'offered') AND NOT EXISTS (SELECT 1 FROM "menu_item_sections" l WHERE l."menu_item_id" = i."id");--> statement-breakpoint
-- Tax categories are their own setting: each dish keeps its category as its tax category, so
-- that TAX_RATES and the rates an owner set charge every dish as before, to the cent.
UPDATE "menu_items" SET "tax_category" = "category";--> statement-breakpoint
INSERT INTO "restaurant_brand" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "menu_items" DROP COLUMN "category";--> statement-breakpoint
ALTER TABLE "menu_item_sections" ADD CONSTRAINT "menu_item_sections_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_sections" ADD CONSTRAINT "menu_item_sections_section_id_menu_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."menu_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_item_sections_section_idx" ON "menu_item_sections" USING btree ("section_id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_collections_known" CHECK ("menu_items"."collections" <@ array['popular', 'offered']::text[]);