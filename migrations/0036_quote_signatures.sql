CREATE TABLE "quote_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"signer_name" text NOT NULL,
	"signature_png" "bytea" NOT NULL,
	"consent_text" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"document_pdf" "bytea" NOT NULL,
	"document_sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_signatures_quote_idx" ON "quote_signatures" USING btree ("quote_id","signed_at");