ALTER TABLE "test_payment_intents" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "guest_checkout" boolean;