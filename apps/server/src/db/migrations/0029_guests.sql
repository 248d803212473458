CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "seats" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "guest_retention_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "guest_seating" text DEFAULT 'account_first' NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "buy_in_cash" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_phone_unique" ON "guests" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "guests_last_listed_idx" ON "guests" USING btree ("last_listed_at");--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seats_one_open_seat_per_guest" ON "seats" USING btree ("guest_id") WHERE ended_at IS NULL;--> statement-breakpoint
CREATE INDEX "seats_guest_idx" ON "seats" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_waiting_guest_per_game" ON "waitlist_entries" USING btree ("guest_id","game_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_guest_idx" ON "waitlist_entries" USING btree ("guest_id");--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_guest_retention_days" CHECK ("club_settings"."guest_retention_days" BETWEEN 1 AND 365);--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_guest_seating_known" CHECK (guest_seating in ('account_first', 'cash_guest'));--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_player_or_guest" CHECK (("seats"."player_id" IS NULL) <> ("seats"."guest_id" IS NULL));--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_cash_buy_in_of_guest" CHECK (NOT "seats"."buy_in_cash" OR "seats"."guest_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_player_or_guest" CHECK (("waitlist_entries"."player_id" IS NULL) <> ("waitlist_entries"."guest_id" IS NULL));