CREATE SEQUENCE "public"."document_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Existing quotes and orders keep the number they were known by (their id); new ones take the shared sequence,
-- which starts after every number already given out.
ALTER TABLE "orders" ADD COLUMN "document_number" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "document_number" integer;--> statement-breakpoint
UPDATE "orders" SET "document_number" = "id";--> statement-breakpoint
UPDATE "quotes" SET "document_number" = "id";--> statement-breakpoint
SELECT setval('document_number_seq', greatest((SELECT coalesce(max("id"), 0) FROM "orders"), (SELECT coalesce(max("id"), 0) FROM "quotes"), 1), (SELECT count(*) > 0 FROM (SELECT 1 FROM "orders" UNION ALL SELECT 1 FROM "quotes") AS existing));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "document_number" SET DEFAULT nextval('document_number_seq');--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "document_number" SET DEFAULT nextval('document_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "document_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "document_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_document_number_idx" ON "orders" USING btree ("document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_document_number_idx" ON "quotes" USING btree ("document_number");
