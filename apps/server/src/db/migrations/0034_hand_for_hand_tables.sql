ALTER TABLE "club_settings" ADD COLUMN "hand_for_hand_seconds" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_tables" ADD COLUMN "hand_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_hand_for_hand_seconds" CHECK ("club_settings"."hand_for_hand_seconds" BETWEEN 0 AND 180);