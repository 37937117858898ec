ALTER TABLE "orders" ADD COLUMN "added_to_order_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_added_to_idx" ON "orders" USING btree ("added_to_order_id");