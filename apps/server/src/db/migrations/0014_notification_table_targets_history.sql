ALTER TABLE "push_notifications" DROP CONSTRAINT "push_notifications_target";--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "target_table_id" integer;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "composed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "delivered_count" integer;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_target_table_id_poker_tables_id_fk" FOREIGN KEY ("target_table_id") REFERENCES "public"."poker_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_notifications_composed_idx" ON "push_notifications" USING btree ("created_at") WHERE composed;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_target" CHECK ("push_notifications"."target_kind" IN ('player', 'all', 'verified', 'seated', 'waiting', 'table_seated', 'table_waiting'));