CREATE TABLE "admin_grants" (
	"email" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "requested_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_browser" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD COLUMN "identity" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email","starts_at");