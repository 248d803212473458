CREATE TABLE "tournament_deal_shares" (
	"deal_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"chips" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "tournament_deal_shares_deal_id_player_id_pk" PRIMARY KEY("deal_id","player_id"),
	CONSTRAINT "tournament_deal_shares_amounts" CHECK ("tournament_deal_shares"."chips" >= 0 AND "tournament_deal_shares"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"dealt_paise" bigint NOT NULL,
	"played_for_paise" bigint DEFAULT 0 NOT NULL,
	"proposed_by" integer,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "tournament_deals_method" CHECK (method in ('icm', 'chip_chop', 'even')),
	CONSTRAINT "tournament_deals_status" CHECK (status in ('proposed', 'confirmed', 'declined', 'withdrawn')),
	CONSTRAINT "tournament_deals_amounts" CHECK ("tournament_deals"."dealt_paise" >= 0 AND "tournament_deals"."played_for_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_deal_shares" ADD CONSTRAINT "tournament_deal_shares_deal_id_tournament_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."tournament_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_deal_shares" ADD CONSTRAINT "tournament_deal_shares_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_deals" ADD CONSTRAINT "tournament_deals_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_deals" ADD CONSTRAINT "tournament_deals_proposed_by_staff_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_deals" ADD CONSTRAINT "tournament_deals_confirmed_by_staff_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_deals_one_open" ON "tournament_deals" USING btree ("tournament_id") WHERE "tournament_deals"."status" in ('proposed', 'confirmed');--> statement-breakpoint
CREATE INDEX "tournament_deals_tournament_idx" ON "tournament_deals" USING btree ("tournament_id","id");