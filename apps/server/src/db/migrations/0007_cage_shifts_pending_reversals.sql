CREATE TABLE "cage_pending_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"operation" text,
	"transaction_id" bigint,
	"player_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"shift_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"transaction_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cage_pending_kind" CHECK (kind in ('operation', 'reversal')),
	CONSTRAINT "cage_pending_status" CHECK (status in ('pending', 'approved', 'rejected')),
	CONSTRAINT "cage_pending_amount" CHECK ("cage_pending_operations"."amount_paise" > 0),
	CONSTRAINT "cage_pending_target" CHECK (("cage_pending_operations"."kind" = 'operation' AND "cage_pending_operations"."operation" IS NOT NULL AND "cage_pending_operations"."transaction_id" IS NULL) OR ("cage_pending_operations"."kind" = 'reversal' AND "cage_pending_operations"."operation" IS NULL AND "cage_pending_operations"."transaction_id" IS NOT NULL)),
	CONSTRAINT "cage_pending_decided" CHECK (("cage_pending_operations"."status" = 'pending') = ("cage_pending_operations"."decided_by" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "cage_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opening_float_paise" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"expected_cash_paise" bigint,
	"counted_cash_paise" bigint,
	"close_note" text,
	"signed_off_by" integer,
	"signed_off_at" timestamp with time zone,
	"sign_off_note" text,
	CONSTRAINT "cage_shifts_status" CHECK (status in ('open', 'awaiting_sign_off', 'closed')),
	CONSTRAINT "cage_shifts_float_not_negative" CHECK ("cage_shifts"."opening_float_paise" >= 0),
	CONSTRAINT "cage_shifts_closed_counted" CHECK (("cage_shifts"."status" = 'open') = ("cage_shifts"."closed_at" IS NULL AND "cage_shifts"."counted_cash_paise" IS NULL AND "cage_shifts"."expected_cash_paise" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "large_operation_threshold_paise" bigint DEFAULT 10000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "shift_variance_threshold_paise" bigint DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "reversal_threshold_paise" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reverses_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "cage_pending_operations" ADD CONSTRAINT "cage_pending_operations_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cage_pending_operations" ADD CONSTRAINT "cage_pending_operations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cage_pending_operations" ADD CONSTRAINT "cage_pending_operations_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cage_pending_operations" ADD CONSTRAINT "cage_pending_operations_shift_id_cage_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cage_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cage_pending_operations" ADD CONSTRAINT "cage_pending_operations_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cage_shifts" ADD CONSTRAINT "cage_shifts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cage_shifts" ADD CONSTRAINT "cage_shifts_signed_off_by_staff_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cage_pending_one_reversal" ON "cage_pending_operations" USING btree ("transaction_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "cage_pending_status_idx" ON "cage_pending_operations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cage_shifts_one_open" ON "cage_shifts" USING btree ("staff_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "cage_shifts_opened_idx" ON "cage_shifts" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_shift_id_cage_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cage_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_transaction_id_transactions_id_fk" FOREIGN KEY ("reverses_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_shift_idx" ON "transactions" USING btree ("shift_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reversed_once" UNIQUE("reverses_transaction_id");--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_cage_thresholds_positive" CHECK ("club_settings"."large_operation_threshold_paise" > 0 AND "club_settings"."shift_variance_threshold_paise" > 0 AND "club_settings"."reversal_threshold_paise" > 0);