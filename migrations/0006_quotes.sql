CREATE TYPE "public"."quote_status" AS ENUM('sent', 'viewed', 'accepted', 'rejected');--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"status" "quote_status" DEFAULT 'sent' NOT NULL,
	"event_type" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"guest_count" integer NOT NULL,
	"venue" text NOT NULL,
	"menu_package" text NOT NULL,
	"menu_item_ids" integer[] DEFAULT '{}' NOT NULL,
	"total_cents" integer NOT NULL,
	"budget_cents" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_client_created_idx" ON "quotes" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);