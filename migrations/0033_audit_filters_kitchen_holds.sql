CREATE TABLE "kitchen_holds" (
	"subject" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	"covers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree (lower("actor_name"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_created_idx" ON "audit_log" USING btree ("entity_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);