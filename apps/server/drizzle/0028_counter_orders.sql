ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "override_rule" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tendered_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('online', 'counter', 'phone'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('card', 'cash', 'card_present'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_in_full" CHECK ("orders"."tendered_cents" is null or "orders"."tendered_cents" >= "orders"."total_cents");--> statement-breakpoint
-- Every order paid before the counter was paid by card online.
UPDATE "orders" SET "payment_method" = 'card' WHERE "paid_at" IS NOT NULL;
