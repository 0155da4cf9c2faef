-- Dishes already sharing a name within a category (but for case and spaces) keep the oldest one's name; each later one
-- is renamed "<name> (duplicate <id>)", so the index can be built and an admin sees which ones to rename or remove.
UPDATE "menu_items" AS m SET "name" = btrim(m."name") || ' (duplicate ' || m."id" || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY "category", lower(btrim("name")) ORDER BY "id") AS n FROM "menu_items") AS d
WHERE d."id" = m."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_category_name_idx" ON "menu_items" USING btree ("category",lower(btrim("name")));
