ALTER TABLE "club_settings" ADD COLUMN "kyc_second_reviewer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "kyc_first_approved_by" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "kyc_first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_kyc_first_approved_by_staff_id_fk" FOREIGN KEY ("kyc_first_approved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_pan_normalized_idx" ON "players" USING btree (upper(btrim("pan_card_number")));--> statement-breakpoint
CREATE INDEX "players_phone_digits_idx" ON "players" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "players_email_normalized_idx" ON "players" USING btree (lower(btrim("email")));--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_kyc_first_approval_complete" CHECK (("players"."kyc_first_approved_by" IS NULL) = ("players"."kyc_first_approved_at" IS NULL));