CREATE TABLE "menu_item_option_groups" (
	"menu_item_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_item_option_groups_menu_item_id_group_id_pk" PRIMARY KEY("menu_item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "option_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"sold_out_at" timestamp with time zone,
	"sold_out_until" timestamp with time zone,
	CONSTRAINT "option_choices_price_not_negative" CHECK ("option_choices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"min" integer DEFAULT 0 NOT NULL,
	"max" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_min_max" CHECK ("option_groups"."min" >= 0 and "option_groups"."max" >= 1 and "option_groups"."min" <= "option_groups"."max")
);
--> statement-breakpoint
DROP INDEX "cart_items_user_dish_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "choice_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_item_option_groups_group_idx" ON "menu_item_option_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "option_choices_group_idx" ON "option_choices" USING btree ("group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_dish_choices_idx" ON "cart_items" USING btree ("user_id","menu_item_id","choice_ids");--> statement-breakpoint
-- A database seeded by an older release gets the option groups a new one is seeded with
-- (seed-data.ts: the same ids), on the seeded dishes matched by name and picture; a dish that
-- already has groups keeps them. A database without those dishes gets nothing.
INSERT INTO "option_groups" ("id", "name", "min", "max") SELECT '0f7e0000-0000-4000-8000-000000000001', 'Pizza size', 1, 1 WHERE EXISTS (SELECT 1 FROM "menu_items" WHERE ("name", "image") IN (('Pepperoni Pizza', '/images/menu/pepperoni-pizza.webp'), ('Prosciutto and Rocket', '/images/menu/prosciutto-pizza.webp'), ('Quattro Formaggi', '/images/menu/quattro-formaggi.webp'))) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "option_choices" ("id", "group_id", "name", "price_cents", "is_default", "position") SELECT "choice"."id", '0f7e0000-0000-4000-8000-000000000001', "choice"."name", "choice"."price_cents", "choice"."is_default", "choice"."position" FROM (VALUES ('0f7e0000-0000-4000-8000-000000000101'::uuid, 'Small', 0, true, 0), ('0f7e0000-0000-4000-8000-000000000102'::uuid, 'Medium', 200, false, 1), ('0f7e0000-0000-4000-8000-000000000103'::uuid, 'Large', 400, false, 2)) AS "choice" ("id", "name", "price_cents", "is_default", "position") WHERE EXISTS (SELECT 1 FROM "option_groups" WHERE "id" = '0f7e0000-0000-4000-8000-000000000001') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "option_groups" ("id", "name", "min", "max") SELECT '0f7e0000-0000-4000-8000-000000000002', 'Extra toppings', 0, 3 WHERE EXISTS (SELECT 1 FROM "menu_items" WHERE ("name", "image") IN (('Pepperoni Pizza', '/images/menu/pepperoni-pizza.webp'), ('Prosciutto and Rocket', '/images/menu/prosciutto-pizza.webp'), ('Quattro Formaggi', '/images/menu/quattro-formaggi.webp'))) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "option_choices" ("id", "group_id", "name", "price_cents", "is_default", "position") SELECT "choice"."id", '0f7e0000-0000-4000-8000-000000000002', "choice"."name", "choice"."price_cents", "choice"."is_default", "choice"."position" FROM (VALUES ('0f7e0000-0000-4000-8000-000000000201'::uuid, 'Extra mozzarella', 150, false, 0), ('0f7e0000-0000-4000-8000-000000000202'::uuid, 'Mushrooms', 100, false, 1), ('0f7e0000-0000-4000-8000-000000000203'::uuid, 'Olives', 100, false, 2), ('0f7e0000-0000-4000-8000-000000000204'::uuid, 'Spicy salami', 200, false, 3), ('0f7e0000-0000-4000-8000-000000000205'::uuid, 'Rocket', 100, false, 4)) AS "choice" ("id", "name", "price_cents", "is_default", "position") WHERE EXISTS (SELECT 1 FROM "option_groups" WHERE "id" = '0f7e0000-0000-4000-8000-000000000002') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "option_groups" ("id", "name", "min", "max") SELECT '0f7e0000-0000-4000-8000-000000000003', 'Dressing', 1, 1 WHERE EXISTS (SELECT 1 FROM "menu_items" WHERE ("name", "image") IN (('Greek Salad', '/images/menu/greek-salad.webp'), ('Niçoise Salad', '/images/menu/nicoise-salad.webp'), ('Warm Goat Cheese Salad', '/images/menu/goat-cheese-salad.webp'))) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "option_choices" ("id", "group_id", "name", "price_cents", "is_default", "position") SELECT "choice"."id", '0f7e0000-0000-4000-8000-000000000003', "choice"."name", "choice"."price_cents", "choice"."is_default", "choice"."position" FROM (VALUES ('0f7e0000-0000-4000-8000-000000000301'::uuid, 'House vinaigrette', 0, true, 0), ('0f7e0000-0000-4000-8000-000000000302'::uuid, 'Lemon and olive oil', 0, false, 1), ('0f7e0000-0000-4000-8000-000000000303'::uuid, 'Dressing on the side', 0, false, 2), ('0f7e0000-0000-4000-8000-000000000304'::uuid, 'No dressing', 0, false, 3)) AS "choice" ("id", "name", "price_cents", "is_default", "position") WHERE EXISTS (SELECT 1 FROM "option_groups" WHERE "id" = '0f7e0000-0000-4000-8000-000000000003') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "option_groups" ("id", "name", "min", "max") SELECT '0f7e0000-0000-4000-8000-000000000004', 'Drink size', 1, 1 WHERE EXISTS (SELECT 1 FROM "menu_items" WHERE ("name", "image") IN (('House Lemonade', '/images/menu/lemonade.webp'), ('Iced Tea', '/images/menu/iced-tea.webp'), ('Tropical Smoothie', '/images/menu/tropical-smoothie.webp'))) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "option_choices" ("id", "group_id", "name", "price_cents", "is_default", "position") SELECT "choice"."id", '0f7e0000-0000-4000-8000-000000000004', "choice"."name", "choice"."price_cents", "choice"."is_default", "choice"."position" FROM (VALUES ('0f7e0000-0000-4000-8000-000000000401'::uuid, 'Regular', 0, true, 0), ('0f7e0000-0000-4000-8000-000000000402'::uuid, 'Large', 150, false, 1)) AS "choice" ("id", "name", "price_cents", "is_default", "position") WHERE EXISTS (SELECT 1 FROM "option_groups" WHERE "id" = '0f7e0000-0000-4000-8000-000000000004') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "menu_item_option_groups" ("menu_item_id", "group_id", "position") SELECT "menu_items"."id", "link"."group_id", "link"."position" FROM (VALUES ('Pepperoni Pizza', '/images/menu/pepperoni-pizza.webp', '0f7e0000-0000-4000-8000-000000000001'::uuid, 0), ('Prosciutto and Rocket', '/images/menu/prosciutto-pizza.webp', '0f7e0000-0000-4000-8000-000000000001'::uuid, 0), ('Quattro Formaggi', '/images/menu/quattro-formaggi.webp', '0f7e0000-0000-4000-8000-000000000001'::uuid, 0), ('Pepperoni Pizza', '/images/menu/pepperoni-pizza.webp', '0f7e0000-0000-4000-8000-000000000002'::uuid, 1), ('Prosciutto and Rocket', '/images/menu/prosciutto-pizza.webp', '0f7e0000-0000-4000-8000-000000000002'::uuid, 1), ('Quattro Formaggi', '/images/menu/quattro-formaggi.webp', '0f7e0000-0000-4000-8000-000000000002'::uuid, 1), ('Greek Salad', '/images/menu/greek-salad.webp', '0f7e0000-0000-4000-8000-000000000003'::uuid, 0), ('Niçoise Salad', '/images/menu/nicoise-salad.webp', '0f7e0000-0000-4000-8000-000000000003'::uuid, 0), ('Warm Goat Cheese Salad', '/images/menu/goat-cheese-salad.webp', '0f7e0000-0000-4000-8000-000000000003'::uuid, 0), ('House Lemonade', '/images/menu/lemonade.webp', '0f7e0000-0000-4000-8000-000000000004'::uuid, 0), ('Iced Tea', '/images/menu/iced-tea.webp', '0f7e0000-0000-4000-8000-000000000004'::uuid, 0), ('Tropical Smoothie', '/images/menu/tropical-smoothie.webp', '0f7e0000-0000-4000-8000-000000000004'::uuid, 0)) AS "link" ("name", "image", "group_id", "position") JOIN "menu_items" ON "menu_items"."name" = "link"."name" AND "menu_items"."image" = "link"."image" WHERE NOT EXISTS (SELECT 1 FROM "menu_item_option_groups" AS "kept" WHERE "kept"."menu_item_id" = "menu_items"."id");
