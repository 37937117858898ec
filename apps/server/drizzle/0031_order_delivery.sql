ALTER TABLE "orders" DROP CONSTRAINT "orders_bill_adds_up";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_known" CHECK ("orders"."fulfilment" in ('pickup', 'delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_within" CHECK ("orders"."delivery_fee_tax_cents" between 0 and "orders"."tax_cents" and "orders"."refunded_delivery_fee_cents" between 0 and "orders"."delivery_fee_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_adds_up" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."delivery_fee_cents" + case when "orders"."tax_included" then 0 else "orders"."tax_cents" end + "orders"."tip_cents");