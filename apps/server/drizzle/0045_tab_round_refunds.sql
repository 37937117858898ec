CREATE TABLE "tab_payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_refund_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tab_payment_refunds_amount_positive" CHECK ("tab_payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "tab_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD COLUMN "refunded_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tab_payment_refunds" ADD CONSTRAINT "tab_payment_refunds_payment_id_tab_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."tab_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payment_refunds" ADD CONSTRAINT "tab_payment_refunds_order_refund_id_order_refunds_id_fk" FOREIGN KEY ("order_refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tab_payment_refunds_payment_idx" ON "tab_payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "tab_payment_refunds_refund_idx" ON "tab_payment_refunds" USING btree ("order_refund_id");--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_refunded_within" CHECK ("tab_payments"."refunded_cents" between 0 and "tab_payments"."amount_cents");