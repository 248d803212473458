CREATE TABLE "tournament_clocks" (
	"tournament_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"level_index" integer DEFAULT 0 NOT NULL,
	"level_ends_at" timestamp with time zone,
	"remaining_ms" integer,
	"hand_for_hand" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_clocks_status" CHECK ("tournament_clocks"."status" IN ('not_started', 'running', 'paused')),
	CONSTRAINT "tournament_clocks_stored_time" CHECK (("tournament_clocks"."status" <> 'running' OR "tournament_clocks"."level_ends_at" IS NOT NULL) AND ("tournament_clocks"."status" <> 'paused' OR "tournament_clocks"."remaining_ms" >= 0)),
	CONSTRAINT "tournament_clocks_level" CHECK ("tournament_clocks"."level_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_structure_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starting_stack" integer NOT NULL,
	"levels" jsonb NOT NULL,
	"late_registration_levels" integer DEFAULT 0 NOT NULL,
	"max_reentries" integer DEFAULT 0 NOT NULL,
	"reentry_until_level" integer,
	"rebuy_price_paise" bigint,
	"rebuy_chips" integer,
	"rebuy_until_level" integer,
	"add_on_price_paise" bigint,
	"add_on_chips" integer,
	"add_on_at_level" integer,
	"fee_paise" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_structure_templates_stack" CHECK ("tournament_structure_templates"."starting_stack" > 0),
	CONSTRAINT "tournament_structure_templates_money" CHECK ("tournament_structure_templates"."fee_paise" >= 0 AND coalesce("tournament_structure_templates"."rebuy_price_paise", 1) > 0 AND coalesce("tournament_structure_templates"."add_on_price_paise", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_structures" (
	"tournament_id" integer PRIMARY KEY NOT NULL,
	"starting_stack" integer NOT NULL,
	"levels" jsonb NOT NULL,
	"late_registration_levels" integer DEFAULT 0 NOT NULL,
	"max_reentries" integer DEFAULT 0 NOT NULL,
	"reentry_until_level" integer,
	"rebuy_price_paise" bigint,
	"rebuy_chips" integer,
	"rebuy_until_level" integer,
	"add_on_price_paise" bigint,
	"add_on_chips" integer,
	"add_on_at_level" integer,
	"fee_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_structures_stack" CHECK ("tournament_structures"."starting_stack" > 0),
	CONSTRAINT "tournament_structures_money" CHECK ("tournament_structures"."fee_paise" >= 0 AND coalesce("tournament_structures"."rebuy_price_paise", 1) > 0 AND coalesce("tournament_structures"."add_on_price_paise", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_clocks" ADD CONSTRAINT "tournament_clocks_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_structure_templates" ADD CONSTRAINT "tournament_structure_templates_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_structures" ADD CONSTRAINT "tournament_structures_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_clocks_due_idx" ON "tournament_clocks" USING btree ("level_ends_at") WHERE "tournament_clocks"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_structure_templates_name" ON "tournament_structure_templates" USING btree (lower("name"));