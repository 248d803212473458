CREATE TABLE "tournament_payout_table" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ranges" jsonb NOT NULL,
	"rounding_unit_paise" bigint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_payout_table_single_row" CHECK ("tournament_payout_table"."id" = 1),
	CONSTRAINT "tournament_payout_table_unit" CHECK ("tournament_payout_table"."rounding_unit_paise" BETWEEN 100 AND 1000000)
);
--> statement-breakpoint
ALTER TABLE "tournament_payout_table" ADD CONSTRAINT "tournament_payout_table_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;