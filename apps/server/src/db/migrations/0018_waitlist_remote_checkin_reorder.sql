ALTER TABLE "club_settings" ADD COLUMN "remote_entry_expiry_minutes" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "check_in_secret" text DEFAULT md5(random()::text || clock_timestamp()::text) || md5(random()::text || clock_timestamp()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "reorder_reason" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "reordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "reordered_by" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_checked_in_by_staff_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_reordered_by_staff_id_fk" FOREIGN KEY ("reordered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_remote_idx" ON "waitlist_entries" USING btree ("created_at") WHERE status = 'waiting' AND remote AND checked_in_at IS NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_remote_entry_expiry" CHECK ("club_settings"."remote_entry_expiry_minutes" BETWEEN 10 AND 480);