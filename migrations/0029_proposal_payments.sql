CREATE TABLE "quote_offline_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"recorded_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "balance_paid_cents" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offline_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_offline_payments" ADD CONSTRAINT "quote_offline_payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_offline_payments" ADD CONSTRAINT "quote_offline_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_offline_payments_quote_idx" ON "quote_offline_payments" USING btree ("quote_id","received_at");