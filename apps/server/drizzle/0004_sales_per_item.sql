CREATE TABLE "sales_per_item" (
	"menu_item_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "sales_per_item" ("menu_item_id", "name", "quantity", "amount_cents")
SELECT "menu_item_id", max("name"), count(*), sum("price_cents") FROM "payment_lines" GROUP BY "menu_item_id";
