CREATE TABLE "payment_claims" (
	"subject" text PRIMARY KEY NOT NULL,
	"key_nonce" text DEFAULT gen_random_uuid()::text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
-- Existing deposit payments are quote rows; a database that already holds double charges (the defect this
-- migration fixes) keeps them, marked 'duplicate' for a refund, so the one-succeeded-charge indexes can hold.
UPDATE "payments" SET "kind" = 'deposit' WHERE "quote_id" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" AS p SET "status" = 'duplicate' WHERE p."status" = 'succeeded' AND EXISTS (
  SELECT 1 FROM "payments" AS first WHERE first."status" = 'succeeded' AND first."kind" = p."kind"
    AND first."order_id" IS NOT DISTINCT FROM p."order_id" AND first."quote_id" IS NOT DISTINCT FROM p."quote_id" AND first."id" < p."id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'succeeded' and "payments"."kind" = 'charge';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_deposit" ON "payments" USING btree ("quote_id") WHERE "payments"."status" = 'succeeded' and "payments"."kind" = 'deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_balance" ON "payments" USING btree ("quote_id") WHERE "payments"."status" = 'succeeded' and "payments"."kind" = 'balance';