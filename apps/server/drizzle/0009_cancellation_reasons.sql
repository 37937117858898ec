ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_known" CHECK ("orders"."cancel_reason" is null or ("orders"."cancel_reason" in ('sold_out', 'closing', 'other') and "orders"."status" = 'cancelled'));