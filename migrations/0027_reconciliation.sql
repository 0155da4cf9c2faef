CREATE TABLE "reconciliation_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"aspect" text NOT NULL,
	"source" text NOT NULL,
	"subject_type" text,
	"subject_id" integer,
	"subject_number" integer,
	"payment_id" integer,
	"charge_id" text,
	"provider" text,
	"description" text,
	"amount_cents" integer NOT NULL,
	"expected_cents" integer,
	"occurred_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"gateway" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_findings_key_idx" ON "reconciliation_findings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "reconciliation_findings_subject_idx" ON "reconciliation_findings" USING btree ("subject_type","subject_id");