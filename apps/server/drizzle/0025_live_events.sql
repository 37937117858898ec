CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" uuid,
	"change" text
);
--> statement-breakpoint
DROP INDEX "order_events_user_idx";--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_user_idx" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "order_events" DROP COLUMN "user_id";--> statement-breakpoint
-- Live streams numbered their frames by order_events ids until now: this log goes on after the
-- last of them, so a client that reconnects with one of those ids is caught up on what follows.
SELECT setval(pg_get_serial_sequence('live_events', 'id'), coalesce((SELECT max(id) FROM order_events), 0) + 1, false);
