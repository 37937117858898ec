ALTER TABLE "menu_items" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;