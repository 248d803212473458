CREATE TABLE "club_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"club_name" text DEFAULT 'Poker Club' NOT NULL,
	"support_email" text DEFAULT 'support@pokerclub.local' NOT NULL,
	"support_phone" text DEFAULT '+91 00000 00000' NOT NULL,
	"welcome_video_url" text,
	"require_email_verification" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_settings_single_row" CHECK ("club_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"sender" text NOT NULL,
	"staff_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" IN ('player', 'staff')),
	CONSTRAINT "chat_messages_not_blank" CHECK (length(btrim("chat_messages"."message")) > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "chat_sessions_status" CHECK ("chat_sessions"."status" IN ('pending', 'active', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_not_blank" CHECK (length(btrim("feedback"."message")) > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"reward_type" text NOT NULL,
	"points_cost" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "vip_redemptions_status" CHECK ("vip_redemptions"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "vip_redemptions_cost" CHECK ("vip_redemptions"."points_cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "food_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"video_url" text,
	"target_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "food_order_lines_quantity" CHECK ("food_order_lines"."quantity" BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE TABLE "food_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"table_number" text,
	"notes" text,
	"total_paise" bigint NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_orders_status" CHECK ("food_orders"."status" IN ('placed', 'preparing', 'ready', 'delivered', 'cancelled')),
	CONSTRAINT "food_orders_total" CHECK ("food_orders"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'food' NOT NULL,
	"price_paise" bigint NOT NULL,
	"image_url" text,
	"is_available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_price" CHECK ("menu_items"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "kyc_documents_type" CHECK ("kyc_documents"."document_type" IN ('government_id', 'address_proof', 'pan_card', 'profile_photo')),
	CONSTRAINT "kyc_documents_status" CHECK ("kyc_documents"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "kyc_documents_size" CHECK ("kyc_documents"."file_size" > 0 AND "kyc_documents"."file_size" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"notification_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "notification_recipients_notification_id_player_id_pk" PRIMARY KEY("notification_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "push_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"message_type" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"media_url" text,
	"target_kind" text NOT NULL,
	"target_player_id" integer,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_notifications_type" CHECK ("push_notifications"."message_type" IN ('login', 'seat_waiting', 'tournament', 'payment', 'general', 'urgent')),
	CONSTRAINT "push_notifications_priority" CHECK ("push_notifications"."priority" IN ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "push_notifications_target" CHECK ("push_notifications"."target_kind" IN ('player', 'all', 'verified', 'seated', 'waiting'))
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "offer_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"offer_type" text DEFAULT 'banner' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"target_audience" text DEFAULT 'all' NOT NULL,
	"click_url" text,
	"image_url" text,
	"video_url" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_type" CHECK ("offers"."offer_type" IN ('banner', 'carousel', 'other')),
	CONSTRAINT "offers_status" CHECK ("offers"."status" IN ('active', 'inactive')),
	CONSTRAINT "offers_dates" CHECK ("offers"."start_date" IS NULL OR "offers"."end_date" IS NULL OR "offers"."end_date" >= "offers"."start_date")
);
--> statement-breakpoint
CREATE TABLE "player_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer,
	"action" text NOT NULL,
	"email" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_code" text GENERATED ALWAYS AS ('POKEPLAYER-' || CASE WHEN id < 10000 THEN lpad(id::text, 4, '0') ELSE id::text END) STORED NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nickname" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"kyc_status" text DEFAULT 'pending' NOT NULL,
	"kyc_note" text,
	"kyc_submitted_at" timestamp with time zone,
	"kyc_decided_at" timestamp with time zone,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"pan_card_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "players_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "players_email_unique" UNIQUE("email"),
	CONSTRAINT "players_phone_unique" UNIQUE("phone"),
	CONSTRAINT "players_pan_card_number_unique" UNIQUE("pan_card_number"),
	CONSTRAINT "players_kyc_status_known" CHECK (kyc_status in ('pending', 'submitted', 'approved', 'verified', 'rejected', 'incomplete'))
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "email_tokens_purpose" CHECK ("email_tokens"."purpose" IN ('verify_email', 'password_reset'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer,
	"staff_id" integer,
	"scope" text NOT NULL,
	"persistent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_subject" CHECK (("sessions"."kind" = 'player' AND "sessions"."player_id" IS NOT NULL AND "sessions"."staff_id" IS NULL AND "sessions"."scope" IN ('onboarding', 'full'))
       OR ("sessions"."kind" = 'staff' AND "sessions"."staff_id" IS NOT NULL AND "sessions"."player_id" IS NULL AND "sessions"."scope" = 'staff'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"player_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_role_known" CHECK (role in ('super_admin', 'admin', 'manager', 'cashier', 'gre'))
);
--> statement-breakpoint
CREATE TABLE "poker_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"stakes" text NOT NULL,
	"small_blind_paise" bigint NOT NULL,
	"big_blind_paise" bigint NOT NULL,
	"min_buy_in_paise" bigint NOT NULL,
	"max_buy_in_paise" bigint NOT NULL,
	"max_players" integer DEFAULT 9 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"game_started_at" timestamp with time zone,
	"min_play_minutes" integer,
	"call_time_minutes" integer,
	"cash_out_window_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poker_tables_status" CHECK ("poker_tables"."status" IN ('active', 'inactive')),
	CONSTRAINT "poker_tables_max_players" CHECK ("poker_tables"."max_players" BETWEEN 2 AND 10),
	CONSTRAINT "poker_tables_blinds" CHECK ("poker_tables"."small_blind_paise" > 0 AND "poker_tables"."big_blind_paise" >= "poker_tables"."small_blind_paise"),
	CONSTRAINT "poker_tables_buy_in" CHECK ("poker_tables"."min_buy_in_paise" > 0 AND "poker_tables"."max_buy_in_paise" >= "poker_tables"."min_buy_in_paise"),
	CONSTRAINT "poker_tables_timing" CHECK (coalesce("poker_tables"."min_play_minutes", 1) > 0 AND coalesce("poker_tables"."call_time_minutes", 1) > 0 AND coalesce("poker_tables"."cash_out_window_minutes", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"seat_number" integer NOT NULL,
	"buy_in_paise" bigint NOT NULL,
	"session_start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"call_time_started_at" timestamp with time zone,
	"cash_out_requested_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cash_out_paise" bigint,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seats_seat_number" CHECK ("seats"."seat_number" BETWEEN 1 AND 10),
	CONSTRAINT "seats_buy_in" CHECK ("seats"."buy_in_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"preferred_seat" integer,
	"notes" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" IN ('waiting', 'seated', 'left'))
);
--> statement-breakpoint
CREATE TABLE "tournament_interests" (
	"tournament_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_interests_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_registrations" (
	"tournament_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_registrations_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"tournament_type" text NOT NULL,
	"buy_in_paise" bigint NOT NULL,
	"prize_pool_paise" bigint DEFAULT 0 NOT NULL,
	"max_players" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_status" CHECK ("tournaments"."status" IN ('upcoming', 'running', 'finished', 'cancelled')),
	CONSTRAINT "tournaments_max_players" CHECK ("tournaments"."max_players" > 0),
	CONSTRAINT "tournaments_money" CHECK ("tournaments"."buy_in_paise" >= 0 AND "tournaments"."prize_pool_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"requested_amount_paise" bigint NOT NULL,
	"request_note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_requests_amount" CHECK ("credit_requests"."requested_amount_paise" > 0),
	CONSTRAINT "credit_requests_status" CHECK ("credit_requests"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"staff_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_staff_id_key_pk" PRIMARY KEY("staff_id","key")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"account" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"description" text,
	"staff_id" integer,
	"seat_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type" CHECK ("transactions"."type" IN ('cash_in', 'funds_added', 'cash_out', 'cashier_withdrawal', 'table_buy_in', 'table_cash_out', 'add_credit', 'clear_credit', 'credit_transfer')),
	CONSTRAINT "transactions_account" CHECK ("transactions"."account" IN ('cash', 'credit')),
	CONSTRAINT "transactions_amount_not_zero" CHECK ("transactions"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"cash_paise" bigint DEFAULT 0 NOT NULL,
	"credit_paise" bigint DEFAULT 0 NOT NULL,
	"credit_limit_paise" bigint DEFAULT 0 NOT NULL,
	"credit_approved" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_cash_not_negative" CHECK ("wallets"."cash_paise" >= 0),
	CONSTRAINT "wallets_credit_not_negative" CHECK ("wallets"."credit_paise" >= 0),
	CONSTRAINT "wallets_credit_within_limit" CHECK ("wallets"."credit_paise" <= "wallets"."credit_limit_paise")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_redemptions" ADD CONSTRAINT "vip_redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_redemptions" ADD CONSTRAINT "vip_redemptions_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_order_lines" ADD CONSTRAINT "food_order_lines_order_id_food_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."food_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_order_lines" ADD CONSTRAINT "food_order_lines_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_push_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."push_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_target_player_id_players_id_fk" FOREIGN KEY ("target_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_sent_by_staff_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_activity" ADD CONSTRAINT "player_activity_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_table_id_poker_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."poker_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_assigned_by_staff_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_table_id_poker_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."poker_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_interests" ADD CONSTRAINT "tournament_interests_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_interests" ADD CONSTRAINT "tournament_interests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_one_open_per_player" ON "chat_sessions" USING btree ("player_id") WHERE status <> 'resolved';--> statement-breakpoint
CREATE UNIQUE INDEX "vip_redemptions_one_pending" ON "vip_redemptions" USING btree ("player_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "vip_redemptions_player_idx" ON "vip_redemptions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "food_orders_player_idx" ON "food_orders" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "kyc_documents_player_idx" ON "kyc_documents" USING btree ("player_id","document_type","created_at");--> statement-breakpoint
CREATE INDEX "notification_recipients_player_idx" ON "notification_recipients" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "offer_views_offer_idx" ON "offer_views" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_nickname_lower_key" ON "players" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "email_tokens_player_idx" ON "email_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "sessions_staff_idx" ON "sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_one_player_per_seat" ON "seats" USING btree ("table_id","seat_number") WHERE ended_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "seats_one_open_seat_per_player" ON "seats" USING btree ("player_id") WHERE ended_at IS NULL;--> statement-breakpoint
CREATE INDEX "seats_table_idx" ON "seats" USING btree ("table_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_waiting_per_table" ON "waitlist_entries" USING btree ("player_id","table_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_table_idx" ON "waitlist_entries" USING btree ("table_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_requests_player_idx" ON "credit_requests" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "transactions_player_idx" ON "transactions" USING btree ("player_id","created_at");