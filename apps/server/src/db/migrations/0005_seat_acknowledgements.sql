ALTER TABLE "seats" ADD COLUMN "call_time_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "call_time_acknowledged_by" integer;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "cash_out_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "cash_out_acknowledged_by" integer;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_call_time_acknowledged_by_staff_id_fk" FOREIGN KEY ("call_time_acknowledged_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_cash_out_acknowledged_by_staff_id_fk" FOREIGN KEY ("cash_out_acknowledged_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;