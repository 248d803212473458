CREATE TABLE "display_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "display_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "board_name_display" text DEFAULT 'initials' NOT NULL;--> statement-breakpoint
ALTER TABLE "display_keys" ADD CONSTRAINT "display_keys_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_keys" ADD CONSTRAINT "display_keys_revoked_by_staff_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "display_keys_created_idx" ON "display_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_board_name_display_known" CHECK (board_name_display in ('initials', 'nickname'));