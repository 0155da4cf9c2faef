CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"customer_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_one_discount";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "fixed_total_cents" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "advertised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_email");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_one_discount" CHECK (num_nonnulls("coupons"."percent_off", "coupons"."amount_off_cents", "coupons"."fixed_total_cents") = 1);--> statement-breakpoint
-- Orders that already used a coupon kept as data count as its redemptions (cancelled unpaid orders gave theirs back).
INSERT INTO "coupon_redemptions" ("coupon_id", "order_id", "user_id", "customer_email", "created_at")
SELECT c."id", o."id", o."user_id", lower(coalesce(o."customer_email", '')), o."created_at"
FROM "orders" o JOIN "coupons" c ON c."code" = o."coupon_code"
WHERE NOT (o."status" = 'cancelled' AND o."paid_at" IS NULL);
