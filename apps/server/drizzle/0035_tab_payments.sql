CREATE TABLE "tab_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tab_id" uuid NOT NULL,
	"split" text NOT NULL,
	"line_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"amount_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"intent_id" text,
	"client_secret" text,
	"tendered_cents" integer,
	"email" text,
	"taken_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tab_payments_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "tab_payments_status_known" CHECK ("tab_payments"."status" in ('held', 'paid', 'released')),
	CONSTRAINT "tab_payments_split_known" CHECK ("tab_payments"."split" in ('all', 'equal', 'lines', 'amount')),
	CONSTRAINT "tab_payments_method_known" CHECK ("tab_payments"."method" in ('card', 'cash', 'card_present')),
	CONSTRAINT "tab_payments_paid_when_paid" CHECK (("tab_payments"."status" = 'paid') = ("tab_payments"."paid_at" is not null)),
	CONSTRAINT "tab_payments_amounts" CHECK ("tab_payments"."amount_cents" > 0 and "tab_payments"."tip_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_tab_id_table_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."table_tabs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tab_payments_tab_idx" ON "tab_payments" USING btree ("tab_id");--> statement-breakpoint
CREATE INDEX "tab_payments_paid_at_idx" ON "tab_payments" USING btree ("paid_at");