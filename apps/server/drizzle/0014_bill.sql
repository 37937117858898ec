ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
-- Orders made before the bill had parts: the lines were the whole total.
UPDATE "orders" SET "subtotal_cents" = "total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "bill" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_adds_up" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + case when "orders"."tax_included" then 0 else "orders"."tax_cents" end + "orders"."tip_cents");