CREATE TABLE "player_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "barred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "barred_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "bar_reason" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "barred_by" integer;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notes_player_idx" ON "player_notes" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_barred_by_staff_id_fk" FOREIGN KEY ("barred_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_bar_reason_when_barred" CHECK (("players"."barred_at" IS NULL) = ("players"."bar_reason" IS NULL));