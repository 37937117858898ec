CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_hidden_with_reason" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null)),
	CONSTRAINT "reviews_reply_dated" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
-- A review deleted with its diner's account or its order (foreign keys' cascades, not the reviews
-- feature) must leave the public pages too: announce it as the feature announces its own changes.
CREATE FUNCTION "reviews_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reviews_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_deleted" AFTER DELETE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "reviews_announce_change"();
