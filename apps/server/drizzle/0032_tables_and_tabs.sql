CREATE TABLE "table_codes" (
	"table_name" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "table_tabs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "table_tabs_status_known" CHECK ("table_tabs"."status" in ('open', 'closed')),
	CONSTRAINT "table_tabs_closed_when_closed" CHECK (("table_tabs"."status" = 'closed') = ("table_tabs"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_channel_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tab_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_name" text;--> statement-breakpoint
ALTER TABLE "table_tabs" ADD CONSTRAINT "table_tabs_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_tabs_one_open_per_table_idx" ON "table_tabs" USING btree ("table_name") WHERE "table_tabs"."status" = 'open';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tab_id_table_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."table_tabs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tab_idx" ON "orders" USING btree ("tab_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_round_at_a_table" CHECK (("orders"."channel" = 'table') = ("orders"."tab_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('online', 'counter', 'phone', 'table'));