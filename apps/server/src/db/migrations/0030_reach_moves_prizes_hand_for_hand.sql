CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "must_move_tables" (
	"table_id" integer PRIMARY KEY NOT NULL,
	"main_table_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "must_move_tables_not_self" CHECK ("must_move_tables"."table_id" <> "must_move_tables"."main_table_id")
);
--> statement-breakpoint
CREATE TABLE "seat_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"added_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_change_requests_kind" CHECK ("seat_change_requests"."kind" IN ('table', 'seat')),
	CONSTRAINT "seat_change_requests_status" CHECK ("seat_change_requests"."status" IN ('waiting', 'moved', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "page_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"paged_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"to_phone" text,
	"body" text,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_deliveries_channel" CHECK (channel in ('sms', 'push', 'link', 'app')),
	CONSTRAINT "page_deliveries_state" CHECK (state in ('sending', 'outbox', 'sent', 'delivered', 'failed', 'opened', 'seen'))
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"place" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer,
	"paid_by" integer,
	"transaction_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_prizes_status" CHECK (status in ('paid', 'pending')),
	CONSTRAINT "tournament_prizes_amount" CHECK ("tournament_prizes"."amount_paise" > 0),
	CONSTRAINT "tournament_prizes_paid" CHECK (("tournament_prizes"."status" = 'paid') = ("tournament_prizes"."transaction_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_direction";--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "hand_for_hand_seconds" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "must_move_mode" text DEFAULT 'floor_confirms' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "page_by_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "counted_chips" integer;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_structure_templates" ADD COLUMN "rebuy_at_or_below_stack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_structures" ADD COLUMN "rebuy_at_or_below_stack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_tables" ADD COLUMN "hand_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "must_move_tables" ADD CONSTRAINT "must_move_tables_table_id_poker_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."poker_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "must_move_tables" ADD CONSTRAINT "must_move_tables_main_table_id_poker_tables_id_fk" FOREIGN KEY ("main_table_id") REFERENCES "public"."poker_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "must_move_tables" ADD CONSTRAINT "must_move_tables_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_change_requests" ADD CONSTRAINT "seat_change_requests_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_change_requests" ADD CONSTRAINT "seat_change_requests_added_by_staff_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_deliveries" ADD CONSTRAINT "page_deliveries_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_paid_by_staff_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_player_idx" ON "push_subscriptions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "must_move_tables_main_idx" ON "must_move_tables" USING btree ("main_table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_change_requests_one_waiting" ON "seat_change_requests" USING btree ("seat_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "seat_change_requests_status_idx" ON "seat_change_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_deliveries_one_per_channel" ON "page_deliveries" USING btree ("entry_id","paged_at","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "page_deliveries_provider_idx" ON "page_deliveries" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_prizes_once" ON "tournament_prizes" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "tournament_prizes_player_idx" ON "tournament_prizes" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_hand_for_hand_seconds" CHECK ("club_settings"."hand_for_hand_seconds" BETWEEN 0 AND 180);--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_must_move_mode_known" CHECK (must_move_mode in ('floor_confirms', 'automatic'));--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_counted_chips" CHECK ("tournament_entries"."counted_chips" IS NULL OR "tournament_entries"."counted_chips" >= 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type" CHECK ("transactions"."type" IN ('cash_in', 'funds_added', 'cash_out', 'cashier_withdrawal', 'table_buy_in', 'table_cash_out', 'table_cash_in', 'add_credit', 'clear_credit', 'credit_transfer', 'tournament_buy_in', 'tournament_fee', 'tournament_refund', 'tournament_prize'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_direction" CHECK (("transactions"."type" IN ('cash_in', 'funds_added', 'table_cash_out', 'table_cash_in', 'add_credit', 'tournament_refund', 'tournament_prize') AND "transactions"."amount_paise" > 0) OR ("transactions"."type" IN ('cash_out', 'cashier_withdrawal', 'table_buy_in', 'clear_credit', 'credit_transfer', 'tournament_buy_in', 'tournament_fee') AND "transactions"."amount_paise" < 0));