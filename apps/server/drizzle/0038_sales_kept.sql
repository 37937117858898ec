CREATE TABLE "sales_per_day" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"channel" text NOT NULL,
	"fulfilment" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"charged_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"tip_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_per_day_day_source_channel_fulfilment_pk" PRIMARY KEY("day","source","channel","fulfilment")
);
--> statement-breakpoint
CREATE TABLE "sales_per_day_zone" (
	"time_zone" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_per_diner" (
	"user_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_per_diner_user_id_menu_item_id_name_pk" PRIMARY KEY("user_id","menu_item_id","name")
);
--> statement-breakpoint
ALTER TABLE "sales_per_diner" ADD CONSTRAINT "sales_per_diner_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "sales_per_diner" ("user_id", "menu_item_id", "name", "quantity", "amount_cents")
SELECT o."user_id", l."menu_item_id", l."name", sum(l."quantity" - l."refunded_quantity"), sum((l."quantity" - l."refunded_quantity") * l."unit_price_cents")
FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
WHERE o."user_id" IS NOT NULL AND o."paid_at" IS NOT NULL AND o."status" <> 'cancelled'
GROUP BY o."user_id", l."menu_item_id", l."name";
