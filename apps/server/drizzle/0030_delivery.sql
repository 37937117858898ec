CREATE TABLE "delivery_setup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"setup" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_setup_one_row" CHECK ("delivery_setup"."id" = 1)
);
