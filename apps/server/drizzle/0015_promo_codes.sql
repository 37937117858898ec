CREATE TABLE "promo_code_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"counted_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_code_uses_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "promo_code_uses_state_known" CHECK ("promo_code_uses"."state" in ('held', 'counted', 'released'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" numeric(5, 2),
	"amount_off_minor" integer,
	"min_order_minor" integer,
	"currency" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_diner" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_code_capitals" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_one_kind_of_discount" CHECK (("promo_codes"."percent_off" is null) <> ("promo_codes"."amount_off_minor" is null)),
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."percent_off" > 0 and "promo_codes"."percent_off" <= 100),
	CONSTRAINT "promo_codes_amount_positive" CHECK ("promo_codes"."amount_off_minor" > 0),
	CONSTRAINT "promo_codes_min_order_positive" CHECK ("promo_codes"."min_order_minor" > 0),
	CONSTRAINT "promo_codes_ends_after_start" CHECK ("promo_codes"."ends_at" > "promo_codes"."starts_at"),
	CONSTRAINT "promo_codes_max_uses_positive" CHECK ("promo_codes"."max_uses" > 0 and "promo_codes"."max_uses_per_diner" > 0)
);
--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_state_idx" ON "promo_code_uses" USING btree ("code_id","state");