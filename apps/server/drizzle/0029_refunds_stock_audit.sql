CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"actor_role" text,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"by_user_id" uuid,
	"by_name" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"menu_item_id" uuid,
	"choice_id" uuid,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"counted_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "stock_holds_one_subject" CHECK (("stock_holds"."menu_item_id" is null) <> ("stock_holds"."choice_id" is null)),
	CONSTRAINT "stock_holds_quantity_not_negative" CHECK ("stock_holds"."quantity" >= 0),
	CONSTRAINT "stock_holds_state_known" CHECK ("stock_holds"."state" in ('held', 'counted', 'released'))
);
--> statement-breakpoint
CREATE TABLE "test_payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "par_level" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "stock_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "par_restored_on" date;--> statement-breakpoint
ALTER TABLE "option_choices" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "option_choices" ADD COLUMN "par_level" integer;--> statement-breakpoint
ALTER TABLE "option_choices" ADD COLUMN "stock_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "option_choices" ADD COLUMN "par_restored_on" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_choice_id_option_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."option_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_refunds" ADD CONSTRAINT "test_payment_refunds_intent_id_test_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."test_payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_holds_order_idx" ON "stock_holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_holds_line_idx" ON "stock_holds" USING btree ("order_line_id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_stock_not_negative" CHECK ("menu_items"."stock" >= 0 and "menu_items"."par_level" >= 0);--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_stock_not_negative" CHECK ("option_choices"."stock" >= 0 and "option_choices"."par_level" >= 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_within_quantity" CHECK ("order_lines"."refunded_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents" and "orders"."refunded_tip_cents" between 0 and "orders"."tip_cents");--> statement-breakpoint
-- The audit log is append only: no entry is deleted, and none is changed but for an erased
-- account's entries losing who made them (docs/security.md). Emptying it for a restore (truncate)
-- is the backups' whole-database work, not a change of an entry.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit log entries cannot be deleted';
  END IF;
  IF (NEW.id, NEW.at, NEW.actor_role, NEW.action, NEW.subject_kind, NEW.subject_id, NEW.before, NEW.after, NEW.reason)
       IS DISTINCT FROM (OLD.id, OLD.at, OLD.actor_role, OLD.action, OLD.subject_kind, OLD.subject_id, OLD.before, OLD.after, OLD.reason)
     OR NEW.actor_id IS NOT NULL AND NEW.actor_id IS DISTINCT FROM OLD.actor_id
     OR NEW.actor_email IS DISTINCT FROM OLD.actor_email AND NEW.actor_id IS NOT NULL THEN
    RAISE EXCEPTION 'audit log entries cannot be changed, only lose who made them';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
