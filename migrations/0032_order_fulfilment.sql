CREATE TYPE "public"."fulfilment" AS ENUM('delivery', 'pickup');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" "fulfilment" DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" text;--> statement-breakpoint
-- Orders placed before checkout offered the choice: dinner orders and orders with a pickup time were picked up, the
-- rest delivered, to the event location when one was given (subscription deliveries keep their address there).
UPDATE "orders" SET "fulfilment" = 'pickup' WHERE "source" = 'dinner' OR "pickup_time" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "delivery_address" = "event_location" WHERE "fulfilment" = 'delivery' AND "event_location" IS NOT NULL;
