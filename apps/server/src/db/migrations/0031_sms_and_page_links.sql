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
	CONSTRAINT "page_deliveries_channel" CHECK (channel in ('sms', 'link', 'app')),
	CONSTRAINT "page_deliveries_state" CHECK (state in ('sending', 'outbox', 'sent', 'delivered', 'failed', 'opened', 'seen'))
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "page_by_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "page_deliveries" ADD CONSTRAINT "page_deliveries_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_deliveries_one_per_channel" ON "page_deliveries" USING btree ("entry_id","paged_at","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "page_deliveries_provider_idx" ON "page_deliveries" USING btree ("provider_id");