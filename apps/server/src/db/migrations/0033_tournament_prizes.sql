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
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_paid_by_staff_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_prizes_once" ON "tournament_prizes" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "tournament_prizes_player_idx" ON "tournament_prizes" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type" CHECK ("transactions"."type" IN ('cash_in', 'funds_added', 'cash_out', 'cashier_withdrawal', 'table_buy_in', 'table_cash_out', 'table_cash_in', 'add_credit', 'clear_credit', 'credit_transfer', 'tournament_buy_in', 'tournament_fee', 'tournament_refund', 'tournament_prize'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_direction" CHECK (("transactions"."type" IN ('cash_in', 'funds_added', 'table_cash_out', 'table_cash_in', 'add_credit', 'tournament_refund', 'tournament_prize') AND "transactions"."amount_paise" > 0) OR ("transactions"."type" IN ('cash_out', 'cashier_withdrawal', 'table_buy_in', 'clear_credit', 'credit_transfer', 'tournament_buy_in', 'tournament_fee') AND "transactions"."amount_paise" < 0));