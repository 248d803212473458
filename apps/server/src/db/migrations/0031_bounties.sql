ALTER TABLE "tournament_entries" DROP CONSTRAINT "tournament_entries_money";--> statement-breakpoint
ALTER TABLE "tournament_structure_templates" DROP CONSTRAINT "tournament_structure_templates_money";--> statement-breakpoint
ALTER TABLE "tournament_structures" DROP CONSTRAINT "tournament_structures_money";--> statement-breakpoint
DROP INDEX "tournament_prizes_once";--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD COLUMN "kind" text DEFAULT 'prize' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD COLUMN "bounties" integer;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "bounty_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_structure_templates" ADD COLUMN "bounty_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_structures" ADD COLUMN "bounty_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_prizes_once" ON "tournament_prizes" USING btree ("tournament_id","player_id","kind");--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_kind" CHECK (kind in ('prize', 'bounty'));--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_bounties" CHECK (("tournament_prizes"."kind" = 'bounty') = ("tournament_prizes"."bounties" IS NOT NULL AND "tournament_prizes"."bounties" > 0));--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_money" CHECK ("tournament_entries"."buy_in_paise" >= 0 AND "tournament_entries"."fee_paise" >= 0 AND "tournament_entries"."bounty_paise" BETWEEN 0 AND "tournament_entries"."buy_in_paise");--> statement-breakpoint
ALTER TABLE "tournament_structure_templates" ADD CONSTRAINT "tournament_structure_templates_money" CHECK ("tournament_structure_templates"."fee_paise" >= 0 AND "tournament_structure_templates"."bounty_paise" >= 0 AND coalesce("tournament_structure_templates"."rebuy_price_paise", 1) > 0 AND coalesce("tournament_structure_templates"."add_on_price_paise", 1) > 0);--> statement-breakpoint
ALTER TABLE "tournament_structures" ADD CONSTRAINT "tournament_structures_money" CHECK ("tournament_structures"."fee_paise" >= 0 AND "tournament_structures"."bounty_paise" >= 0 AND coalesce("tournament_structures"."rebuy_price_paise", 1) > 0 AND coalesce("tournament_structures"."add_on_price_paise", 1) > 0);