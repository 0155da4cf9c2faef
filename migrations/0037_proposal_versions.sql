ALTER TYPE "public"."quote_status" ADD VALUE 'draft';--> statement-breakpoint
CREATE TABLE "quote_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"requested_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"base_version" integer NOT NULL,
	"guest_count" integer,
	"event_date" timestamp with time zone,
	"menu_item_ids" integer[],
	"notes" text,
	"estimate_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimate_cents" integer NOT NULL,
	"resulting_version" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"event_date" timestamp with time zone NOT NULL,
	"guest_count" integer NOT NULL,
	"venue" text NOT NULL,
	"menu_item_ids" integer[] DEFAULT '{}' NOT NULL,
	"total_cents" integer NOT NULL,
	"notes" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "per_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "client_seen_version" integer;--> statement-breakpoint
ALTER TABLE "quote_change_requests" ADD CONSTRAINT "quote_change_requests_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_change_requests" ADD CONSTRAINT "quote_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_change_requests" ADD CONSTRAINT "quote_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_change_requests_quote_idx" ON "quote_change_requests" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_change_requests_one_pending_idx" ON "quote_change_requests" USING btree ("quote_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_idx" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
-- Every quote that exists already is its own version 1, with its lines (docs/decisions/015-proposal-versions.md).
INSERT INTO "quote_versions" ("quote_id", "version", "source", "event_date", "guest_count", "venue", "menu_item_ids", "total_cents", "notes", "lines", "created_at")
SELECT q."id", 1, CASE WHEN q."menu_package" = 'custom' AND EXISTS (SELECT 1 FROM "quote_lines" l WHERE l."quote_id" = q."id") THEN 'business' ELSE 'request' END,
  q."event_date", q."guest_count", q."venue", q."menu_item_ids", q."total_cents", q."notes",
  coalesce((SELECT jsonb_agg(jsonb_build_object('kind', l."kind", 'menuItemId', l."menu_item_id", 'description', l."description", 'quantity', l."quantity", 'unitPriceCents', l."unit_price_cents", 'lineTotalCents', l."line_total_cents", 'rateBasisPoints', l."rate_basis_points", 'perPerson', l."per_person") ORDER BY l."position") FROM "quote_lines" l WHERE l."quote_id" = q."id"), '[]'::jsonb),
  q."created_at"
FROM "quotes" q;
