CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"thumbnail" text,
	"original_name" text DEFAULT '' NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'uncategorized' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"featured_on_homepage" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"menu_item_id" integer,
	"uploaded_by" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_active_sort_idx" ON "photos" USING btree ("is_active","sort_order","id");