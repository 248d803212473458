CREATE TABLE "canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canned_replies_not_blank" CHECK (length(btrim("canned_replies"."title")) > 0 AND length(btrim("canned_replies"."body")) > 0)
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "read_by" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "responded_by" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "response_via" text;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "canned_replies_title_unique" ON "canned_replies" USING btree (lower("title"));--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_claimed_by_staff_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_read_by_staff_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_responded_by_staff_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_status" CHECK ("feedback"."status" IN ('new', 'read', 'responded'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_response_via" CHECK ("feedback"."response_via" IS NULL OR "feedback"."response_via" IN ('chat', 'notification'));