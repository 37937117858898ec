ALTER TABLE "bookings" ADD COLUMN "table_names" text[];--> statement-breakpoint
-- Hand-written (the generated ADD COLUMN ... NOT NULL fails on existing rows): a booking made
-- before tables could be combined holds its one table.
UPDATE "bookings" SET "table_names" = ARRAY["table_name"];--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "table_names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "table_name";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_holds_a_table" CHECK (cardinality("bookings"."table_names") > 0);
