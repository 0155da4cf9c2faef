CREATE TABLE "quote_status_totals" (
	"status" "quote_status" PRIMARY KEY NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Kept by the quotes' own statements, in their transaction: each statement moves the rows of the statuses it
-- touched by the difference it made (read from its transition tables). Rows are changed in status order, so two
-- transactions never take their locks crosswise. Quotes are few and written by people, one at a time.
CREATE FUNCTION "quote_status_totals_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quote_status_totals AS t (status, quotes, total_cents)
  SELECT status, count(*), sum(total_cents) FROM new_rows
  GROUP BY status
  ORDER BY status
  ON CONFLICT (status) DO UPDATE SET quotes = t.quotes + excluded.quotes, total_cents = t.total_cents + excluded.total_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "quote_status_totals_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quote_status_totals AS t (status, quotes, total_cents)
  SELECT status, sum(n), sum(cents)
  FROM (
    -- Only the quotes whose status or total changed: most updates (viewed, notes, deposits) lock nothing here.
    SELECT o.status, -1 AS n, -o.total_cents::bigint AS cents FROM old_rows o JOIN new_rows w USING (id)
      WHERE (o.status, o.total_cents) IS DISTINCT FROM (w.status, w.total_cents)
    UNION ALL
    SELECT w.status, 1, w.total_cents FROM old_rows o JOIN new_rows w USING (id)
      WHERE (o.status, o.total_cents) IS DISTINCT FROM (w.status, w.total_cents)
  ) changes
  GROUP BY status
  ORDER BY status
  ON CONFLICT (status) DO UPDATE SET quotes = t.quotes + excluded.quotes, total_cents = t.total_cents + excluded.total_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "quote_status_totals_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quote_status_totals AS t (status, quotes, total_cents)
  SELECT status, -count(*), -sum(total_cents) FROM old_rows
  GROUP BY status
  ORDER BY status
  ON CONFLICT (status) DO UPDATE SET quotes = t.quotes + excluded.quotes, total_cents = t.total_cents + excluded.total_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "quote_status_totals_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM quote_status_totals;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quotes_status_totals_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quote_status_totals_on_insert();--> statement-breakpoint
CREATE TRIGGER "quotes_status_totals_update" AFTER UPDATE ON "quotes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quote_status_totals_on_update();--> statement-breakpoint
CREATE TRIGGER "quotes_status_totals_delete" AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION quote_status_totals_on_delete();--> statement-breakpoint
CREATE TRIGGER "quotes_status_totals_truncate" AFTER TRUNCATE ON "quotes" FOR EACH STATEMENT EXECUTE FUNCTION quote_status_totals_on_truncate();--> statement-breakpoint
-- The quotes there already are.
INSERT INTO quote_status_totals (status, quotes, total_cents) SELECT status, count(*), sum(total_cents) FROM quotes GROUP BY status;
