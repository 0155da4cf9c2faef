ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "access_nonce" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "from_contact" boolean DEFAULT false NOT NULL;