ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_paid_cents" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_quote_idx" ON "payments" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_target" CHECK (("payments"."order_id" is null) <> ("payments"."quote_id" is null));