ALTER TABLE "club_settings" ADD COLUMN "daily_summary_hour" integer DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "page_hold_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "page_extension_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "misses_before_removal" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "brand_logo_url" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "brand_primary_color" text DEFAULT '#10b981' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "brand_secondary_color" text DEFAULT '#059669' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "brand_company_name" text DEFAULT 'Poker Club' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "brand_thank_you_message" text DEFAULT 'Thank You for Joining Us!' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "brand_sub_message" text DEFAULT 'Your KYC documents have been submitted successfully. Please wait for staff approval.' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "brand_background_color" text DEFAULT '#0f172a' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "brand_text_color" text DEFAULT '#f8fafc' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_daily_summary_hour" CHECK ("club_settings"."daily_summary_hour" BETWEEN 0 AND 23);--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_paging_ranges" CHECK ("club_settings"."page_hold_minutes" BETWEEN 1 AND 60 AND "club_settings"."page_extension_minutes" BETWEEN 1 AND 60 AND "club_settings"."misses_before_removal" BETWEEN 1 AND 10);