CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"by_name" text
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"user_id" uuid,
	"email" text NOT NULL,
	"customer_name" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"total_cents" integer NOT NULL,
	"cart_fingerprint" text NOT NULL,
	"intent_id" text,
	"client_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_id" text,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'pending', 'preparing', 'ready', 'completed', 'cancelled')),
	CONSTRAINT "orders_total_positive" CHECK ("orders"."total_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "order_events_user_idx" ON "order_events" USING btree ("user_id","id");
--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "order_lines_menu_idx" ON "order_lines" USING btree ("menu_item_id");
--> statement-breakpoint
CREATE INDEX "orders_status_paid_idx" ON "orders" USING btree ("status","paid_at");
--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_unpaid_per_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'awaiting_payment';
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_known";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('user', 'staff', 'admin'));
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- One line per dish: the oldest line of each dish takes the count of its repeats, the others go.
UPDATE "cart_items" AS "line" SET "quantity" = "repeats"."count"
FROM (SELECT "user_id", "menu_item_id", count(*) AS "count", (array_agg("id" ORDER BY "created_at", "id"))[1] AS "first_id"
      FROM "cart_items" GROUP BY "user_id", "menu_item_id") AS "repeats"
WHERE "line"."id" = "repeats"."first_id";
--> statement-breakpoint
DELETE FROM "cart_items" AS "line" USING (
  SELECT "id", row_number() OVER (PARTITION BY "user_id", "menu_item_id" ORDER BY "created_at", "id") AS "rank" FROM "cart_items"
) AS "ranked" WHERE "line"."id" = "ranked"."id" AND "ranked"."rank" > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_dish_idx" ON "cart_items" USING btree ("user_id","menu_item_id");
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" uuid;
--> statement-breakpoint
-- Every payment recorded before orders existed becomes an order, already completed (history, not a kitchen ticket).
INSERT INTO "orders" ("user_id", "email", "customer_name", "status", "total_cents", "cart_fingerprint", "intent_id", "created_at", "paid_at")
SELECT "payment"."user_id", "payment"."email", coalesce("person"."name", "payment"."email"), 'completed', "payment"."price_cents", '', "payment"."transaction_id", "payment"."date", "payment"."date"
FROM "payments" AS "payment" LEFT JOIN "users" AS "person" ON "person"."id" = "payment"."user_id"
ORDER BY "payment"."date";
--> statement-breakpoint
UPDATE "payments" AS "payment" SET "order_id" = "ordered"."id" FROM "orders" AS "ordered" WHERE "ordered"."intent_id" = "payment"."transaction_id";
--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "menu_item_id", "name", "quantity", "unit_price_cents")
SELECT "payment"."order_id", "line"."menu_item_id", "line"."name", count(*), "line"."price_cents"
FROM "payment_lines" AS "line" JOIN "payments" AS "payment" ON "payment"."id" = "line"."payment_id"
GROUP BY "payment"."order_id", "line"."menu_item_id", "line"."name", "line"."price_cents";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "user_id", "status", "at") SELECT "id", "user_id", 'completed', "paid_at" FROM "orders";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_unique" UNIQUE("order_id");
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "status";
--> statement-breakpoint
DROP TABLE "payment_lines" CASCADE;
--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "order_id" uuid;
--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_order_id_unique" UNIQUE("order_id");
