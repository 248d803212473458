ALTER TABLE "waitlist_entries" ADD COLUMN "paged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "page_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "paged_table_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "paged_seat" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "paged_by" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "page_response" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "page_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "page_extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "page_misses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "requeued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_paged_table_id_poker_tables_id_fk" FOREIGN KEY ("paged_table_id") REFERENCES "public"."poker_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_paged_by_staff_id_fk" FOREIGN KEY ("paged_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_page_expiry_idx" ON "waitlist_entries" USING btree ("page_expires_at") WHERE status = 'waiting' AND page_expires_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_page_response" CHECK ("waitlist_entries"."page_response" IS NULL OR "waitlist_entries"."page_response" IN ('on_my_way', 'more_time', 'leave'));