CREATE TABLE "tournament_eliminations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"eliminator_id" integer,
	"place" integer NOT NULL,
	"players_left" integer NOT NULL,
	"hand_group" integer,
	"table_number" integer,
	"seat" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"undo_reason" text,
	CONSTRAINT "tournament_eliminations_place" CHECK ("tournament_eliminations"."place" >= 1),
	CONSTRAINT "tournament_eliminations_undo" CHECK (("tournament_eliminations"."undone_at" IS NULL) = ("tournament_eliminations"."undo_reason" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "tournament_seat_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seed" text NOT NULL,
	"table_number" integer,
	"seatings" jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_seat_draws_kind" CHECK (kind in ('draw', 'late', 'break', 'final'))
);
--> statement-breakpoint
CREATE TABLE "tournament_seats" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"table_number" integer NOT NULL,
	"seat" integer NOT NULL,
	"seated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_seats_seat_positive" CHECK ("tournament_seats"."seat" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tournament_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"number" integer NOT NULL,
	"seats" integer NOT NULL,
	"button_seat" integer,
	"broken" boolean DEFAULT false NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_tables_number_positive" CHECK ("tournament_tables"."number" >= 1),
	CONSTRAINT "tournament_tables_seats" CHECK ("tournament_tables"."seats" BETWEEN 2 AND 10),
	CONSTRAINT "tournament_tables_button" CHECK ("tournament_tables"."button_seat" IS NULL OR "tournament_tables"."button_seat" BETWEEN 1 AND "tournament_tables"."seats")
);
--> statement-breakpoint
ALTER TABLE "tournament_eliminations" ADD CONSTRAINT "tournament_eliminations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_eliminations" ADD CONSTRAINT "tournament_eliminations_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_eliminations" ADD CONSTRAINT "tournament_eliminations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_eliminations" ADD CONSTRAINT "tournament_eliminations_eliminator_id_players_id_fk" FOREIGN KEY ("eliminator_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_eliminations" ADD CONSTRAINT "tournament_eliminations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_eliminations" ADD CONSTRAINT "tournament_eliminations_undone_by_staff_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_seat_draws" ADD CONSTRAINT "tournament_seat_draws_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_seat_draws" ADD CONSTRAINT "tournament_seat_draws_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_seats" ADD CONSTRAINT "tournament_seats_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_seats" ADD CONSTRAINT "tournament_seats_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_seats" ADD CONSTRAINT "tournament_seats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_tables" ADD CONSTRAINT "tournament_tables_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_eliminations_live" ON "tournament_eliminations" USING btree ("entry_id") WHERE undone_at is null;--> statement-breakpoint
CREATE INDEX "tournament_eliminations_tournament_idx" ON "tournament_eliminations" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_seat_draws_tournament_idx" ON "tournament_seat_draws" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_seats_seat" ON "tournament_seats" USING btree ("tournament_id","table_number","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_seats_player" ON "tournament_seats" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_tables_number" ON "tournament_tables" USING btree ("tournament_id","number");