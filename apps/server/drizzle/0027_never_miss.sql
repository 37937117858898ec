CREATE TABLE "staff_notices" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"by_mail" boolean DEFAULT false NOT NULL,
	"by_sms" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cancel_reason_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "order_acceptance" jsonb;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_known" CHECK ("orders"."cancel_reason" is null or ("orders"."cancel_reason" in ('sold_out', 'closing', 'other', 'not_accepted') and "orders"."status" = 'cancelled'));