CREATE TABLE "identity_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"old_first_name" text NOT NULL,
	"old_last_name" text NOT NULL,
	"old_pan" text,
	"new_first_name" text NOT NULL,
	"new_last_name" text NOT NULL,
	"new_pan" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "identity_change_requests_status" CHECK ("identity_change_requests"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reserved_pans" (
	"pan" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_change_requests" ADD CONSTRAINT "identity_change_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_change_requests" ADD CONSTRAINT "identity_change_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_pans" ADD CONSTRAINT "reserved_pans_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_change_requests_one_pending" ON "identity_change_requests" USING btree ("player_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "identity_change_requests_status_idx" ON "identity_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_player_idx" ON "chat_messages" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_player_idx" ON "chat_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "food_orders_status_idx" ON "food_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "players_kyc_status_idx" ON "players" USING btree ("kyc_status","kyc_submitted_at");--> statement-breakpoint
CREATE INDEX "seats_player_idx" ON "seats" USING btree ("player_id","session_start_at");--> statement-breakpoint
CREATE INDEX "transactions_seat_idx" ON "transactions" USING btree ("seat_id");--> statement-breakpoint
INSERT INTO "reserved_pans" ("pan", "player_id") SELECT "pan_card_number", "id" FROM "players" WHERE "pan_card_number" IS NOT NULL AND "kyc_status" IN ('approved', 'verified') ON CONFLICT DO NOTHING;
