CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"stakes" text NOT NULL,
	"small_blind_paise" bigint NOT NULL,
	"big_blind_paise" bigint NOT NULL,
	"min_buy_in_paise" bigint NOT NULL,
	"max_buy_in_paise" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_status" CHECK ("games"."status" IN ('active', 'retired')),
	CONSTRAINT "games_blinds" CHECK ("games"."small_blind_paise" > 0 AND "games"."big_blind_paise" >= "games"."small_blind_paise"),
	CONSTRAINT "games_buy_in" CHECK ("games"."min_buy_in_paise" > 0 AND "games"."max_buy_in_paise" >= "games"."min_buy_in_paise")
);
--> statement-breakpoint
DROP INDEX "waitlist_one_waiting_per_table";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "table_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "poker_tables" ADD COLUMN "game_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "game_id" integer;--> statement-breakpoint
-- Backfill (decision 063): one game per distinct (game_type, stakes) of the existing tables, its blinds and
-- buy-ins from the oldest table of that kind; every table joins its game, every entry its table's game.
INSERT INTO "games" ("name", "game_type", "stakes", "small_blind_paise", "big_blind_paise", "min_buy_in_paise", "max_buy_in_paise")
SELECT DISTINCT ON ("game_type", "stakes") "game_type" || ' ' || "stakes", "game_type", "stakes", "small_blind_paise", "big_blind_paise", "min_buy_in_paise", "max_buy_in_paise"
FROM "poker_tables" ORDER BY "game_type", "stakes", "id";--> statement-breakpoint
UPDATE "poker_tables" SET "game_id" = "games"."id" FROM "games" WHERE "games"."game_type" = "poker_tables"."game_type" AND "games"."stakes" = "poker_tables"."stakes";--> statement-breakpoint
UPDATE "waitlist_entries" SET "game_id" = "poker_tables"."game_id" FROM "poker_tables" WHERE "poker_tables"."id" = "waitlist_entries"."table_id";--> statement-breakpoint
-- One waiting entry per player and game: a player waiting at two tables of one game keeps the older entry
-- (its place), the newer one ends as left.
UPDATE "waitlist_entries" SET "status" = 'left', "resolved_at" = now(), "page_expires_at" = NULL
WHERE "status" = 'waiting' AND EXISTS (
  SELECT 1 FROM "waitlist_entries" "older" WHERE "older"."status" = 'waiting' AND "older"."player_id" = "waitlist_entries"."player_id"
  AND "older"."game_id" = "waitlist_entries"."game_id"
  AND (coalesce("older"."requeued_at", "older"."created_at"), "older"."id") < (coalesce("waitlist_entries"."requeued_at", "waitlist_entries"."created_at"), "waitlist_entries"."id")
);--> statement-breakpoint
ALTER TABLE "poker_tables" ALTER COLUMN "game_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "game_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "games_one_active_per_kind" ON "games" USING btree ("game_type","stakes") WHERE status = 'active';--> statement-breakpoint
ALTER TABLE "poker_tables" ADD CONSTRAINT "poker_tables_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poker_tables_game_idx" ON "poker_tables" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_waiting_per_game" ON "waitlist_entries" USING btree ("player_id","game_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_game_idx" ON "waitlist_entries" USING btree ("game_id","status");