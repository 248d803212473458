ALTER TABLE "club_settings" ADD COLUMN "hand_for_hand_seconds" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "counted_chips" integer;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_tables" ADD COLUMN "hand_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_hand_for_hand_seconds" CHECK ("club_settings"."hand_for_hand_seconds" BETWEEN 0 AND 180);--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_counted_chips" CHECK ("tournament_entries"."counted_chips" IS NULL OR "tournament_entries"."counted_chips" >= 0);