CREATE TABLE "must_move_tables" (
	"table_id" integer PRIMARY KEY NOT NULL,
	"main_table_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "must_move_tables_not_self" CHECK ("must_move_tables"."table_id" <> "must_move_tables"."main_table_id")
);
--> statement-breakpoint
CREATE TABLE "seat_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"added_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_change_requests_kind" CHECK ("seat_change_requests"."kind" IN ('table', 'seat')),
	CONSTRAINT "seat_change_requests_status" CHECK ("seat_change_requests"."status" IN ('waiting', 'moved', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "must_move_mode" text DEFAULT 'floor_confirms' NOT NULL;--> statement-breakpoint
ALTER TABLE "must_move_tables" ADD CONSTRAINT "must_move_tables_table_id_poker_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."poker_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "must_move_tables" ADD CONSTRAINT "must_move_tables_main_table_id_poker_tables_id_fk" FOREIGN KEY ("main_table_id") REFERENCES "public"."poker_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "must_move_tables" ADD CONSTRAINT "must_move_tables_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_change_requests" ADD CONSTRAINT "seat_change_requests_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_change_requests" ADD CONSTRAINT "seat_change_requests_added_by_staff_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "must_move_tables_main_idx" ON "must_move_tables" USING btree ("main_table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_change_requests_one_waiting" ON "seat_change_requests" USING btree ("seat_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "seat_change_requests_status_idx" ON "seat_change_requests" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_must_move_mode_known" CHECK (must_move_mode in ('floor_confirms', 'automatic'));