ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_direction";--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "buy_in_paid_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_buy_in_paid" CHECK ("seats"."buy_in_paid_paise" >= 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type" CHECK ("transactions"."type" IN ('cash_in', 'funds_added', 'cash_out', 'cashier_withdrawal', 'table_buy_in', 'table_cash_out', 'table_cash_in', 'add_credit', 'clear_credit', 'credit_transfer'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_direction" CHECK (("transactions"."type" IN ('cash_in', 'funds_added', 'table_cash_out', 'table_cash_in', 'add_credit') AND "transactions"."amount_paise" > 0) OR ("transactions"."type" IN ('cash_out', 'cashier_withdrawal', 'table_buy_in', 'clear_credit', 'credit_transfer') AND "transactions"."amount_paise" < 0));--> statement-breakpoint
-- hand-written: a seat's paid buy-in is the sum of its table_buy_in rows (decision 104).
UPDATE "seats" SET "buy_in_paid_paise" = coalesce((SELECT -sum("amount_paise") FROM "transactions" WHERE "transactions"."seat_id" = "seats"."id" AND "transactions"."type" = 'table_buy_in'), 0);
