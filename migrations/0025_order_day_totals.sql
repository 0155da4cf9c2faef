CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"status" "order_status" NOT NULL,
	"created_orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"paid_net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_totals_day_shard_status_pk" PRIMARY KEY("day","shard","status")
);
--> statement-breakpoint
-- What one order counts for: placed on its creation day, and paid on its payment day with its total less refunds,
-- both under its current status; `sign` is 1 to add the order, -1 to take it away.
-- (Columns, not the whole row: PostgreSQL 15 fails to plan an inlined function given a whole row under an aggregate.)
CREATE FUNCTION "order_day_contributions"(order_status order_status, created_at timestamptz, paid_at timestamptz, net integer, sign integer)
RETURNS TABLE (day date, status order_status, created integer, paid integer, net_cents bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT (created_at AT TIME ZONE 'UTC')::date, order_status, sign, 0, 0::bigint
  UNION ALL
  SELECT (paid_at AT TIME ZONE 'UTC')::date, order_status, 0, sign, sign * net::bigint WHERE paid_at IS NOT NULL
$$;--> statement-breakpoint
-- Adds contributions (parallel arrays) to the calling connection's shard rows (pg_backend_pid() % 64), so concurrent
-- checkouts on other connections never wait on them; rows change in (day, status) order, so two statements never
-- take their locks crosswise, and a day and status whose figures cancel out is not touched at all.
CREATE FUNCTION "order_day_totals_add"(days date[], statuses order_status[], created integer[], paid integer[], net_cents bigint[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_day_totals AS t (day, shard, status, created_orders, paid_orders, paid_net_cents)
  SELECT c.day, pg_backend_pid() % 64, c.status, sum(c.created), sum(c.paid), sum(c.net_cents)
  FROM unnest(days, statuses, created, paid, net_cents) AS c(day, status, created, paid, net_cents)
  GROUP BY c.day, c.status
  HAVING sum(c.created) <> 0 OR sum(c.paid) <> 0 OR sum(c.net_cents) <> 0
  ORDER BY c.day, c.status
  ON CONFLICT (day, shard, status) DO UPDATE SET
    created_orders = t.created_orders + excluded.created_orders,
    paid_orders = t.paid_orders + excluded.paid_orders,
    paid_net_cents = t.paid_net_cents + excluded.paid_net_cents
$$;--> statement-breakpoint
-- Kept by the orders' own statements, in their transaction: each statement adds the difference it made, read from
-- its transition tables. Days are UTC dates; the dashboard reads a period's first, partial day from the orders.
CREATE FUNCTION "order_day_totals_on_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[]; statuses order_status[]; created integer[]; paid integer[]; net_cents bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.day), array_agg(c.status), array_agg(c.created), array_agg(c.paid), array_agg(c.net_cents)
      INTO days, statuses, created, paid, net_cents
      FROM new_rows w, order_day_contributions(w.status, w.created_at, w.paid_at, w.total_cents - w.refunded_cents, 1) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.day), array_agg(c.status), array_agg(c.created), array_agg(c.paid), array_agg(c.net_cents)
      INTO days, statuses, created, paid, net_cents
      FROM old_rows o, order_day_contributions(o.status, o.created_at, o.paid_at, o.total_cents - o.refunded_cents, -1) c;
  ELSE
    -- Only the orders whose status, days or amounts changed: most updates (notes, pickup times) lock nothing here.
    SELECT array_agg(c.day), array_agg(c.status), array_agg(c.created), array_agg(c.paid), array_agg(c.net_cents)
      INTO days, statuses, created, paid, net_cents
      FROM old_rows o JOIN new_rows w ON w.id = o.id,
        LATERAL (
          SELECT * FROM order_day_contributions(o.status, o.created_at, o.paid_at, o.total_cents - o.refunded_cents, -1)
          UNION ALL
          SELECT * FROM order_day_contributions(w.status, w.created_at, w.paid_at, w.total_cents - w.refunded_cents, 1)
        ) c
      WHERE (o.status, o.created_at, o.paid_at, o.total_cents, o.refunded_cents) IS DISTINCT FROM (w.status, w.created_at, w.paid_at, w.total_cents, w.refunded_cents);
  END IF;
  PERFORM order_day_totals_add(days, statuses, created, paid, net_cents);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_day_totals_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_totals;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_on_write();--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_on_write();--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_on_write();--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_on_truncate();--> statement-breakpoint
-- The orders there already are.
SELECT order_day_totals_add(array_agg(c.day), array_agg(c.status), array_agg(c.created), array_agg(c.paid), array_agg(c.net_cents))
FROM orders o, order_day_contributions(o.status, o.created_at, o.paid_at, o.total_cents - o.refunded_cents, 1) c;
