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
-- Kept by the orders' own statements, in their transaction: each statement adds the difference it made (read
-- from its transition tables) to the days and statuses it touched. The rows it changes are its connection's own
-- shard (pg_backend_pid() % 64), so concurrent checkouts on other connections never wait on them, and within a
-- statement they are changed in (day, status) order. Days are UTC dates; the dashboard reads a period's first,
-- partial day from the orders themselves.
CREATE FUNCTION "order_day_totals_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_totals AS t (day, shard, status, created_orders, paid_orders, paid_net_cents)
  SELECT day, pg_backend_pid() % 64, status, sum(created), sum(paid), sum(net_cents)
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status, 1 AS created, 0 AS paid, 0::bigint AS net_cents FROM new_rows
    UNION ALL
    SELECT (paid_at AT TIME ZONE 'UTC')::date, status, 0, 1, total_cents - refunded_cents FROM new_rows WHERE paid_at IS NOT NULL
  ) changes
  GROUP BY day, status
  ORDER BY day, status
  ON CONFLICT (day, shard, status) DO UPDATE SET
    created_orders = t.created_orders + excluded.created_orders,
    paid_orders = t.paid_orders + excluded.paid_orders,
    paid_net_cents = t.paid_net_cents + excluded.paid_net_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_day_totals_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    -- Only the orders whose status, days or amounts changed: most updates (notes, pickup times) lock nothing here.
    SELECT o.status AS old_status, o.created_at AS old_created, o.paid_at AS old_paid, o.total_cents - o.refunded_cents AS old_net,
           w.status AS new_status, w.created_at AS new_created, w.paid_at AS new_paid, w.total_cents - w.refunded_cents AS new_net
    FROM old_rows o JOIN new_rows w USING (id)
    WHERE (o.status, o.created_at, o.paid_at, o.total_cents, o.refunded_cents) IS DISTINCT FROM (w.status, w.created_at, w.paid_at, w.total_cents, w.refunded_cents)
  )
  INSERT INTO order_day_totals AS t (day, shard, status, created_orders, paid_orders, paid_net_cents)
  SELECT day, pg_backend_pid() % 64, status, sum(created), sum(paid), sum(net_cents)
  FROM (
    SELECT (old_created AT TIME ZONE 'UTC')::date AS day, old_status AS status, -1 AS created, 0 AS paid, 0::bigint AS net_cents FROM moved
    UNION ALL
    SELECT (old_paid AT TIME ZONE 'UTC')::date, old_status, 0, -1, -old_net FROM moved WHERE old_paid IS NOT NULL
    UNION ALL
    SELECT (new_created AT TIME ZONE 'UTC')::date, new_status, 1, 0, 0 FROM moved
    UNION ALL
    SELECT (new_paid AT TIME ZONE 'UTC')::date, new_status, 0, 1, new_net FROM moved WHERE new_paid IS NOT NULL
  ) changes
  GROUP BY day, status
  HAVING sum(created) <> 0 OR sum(paid) <> 0 OR sum(net_cents) <> 0
  ORDER BY day, status
  ON CONFLICT (day, shard, status) DO UPDATE SET
    created_orders = t.created_orders + excluded.created_orders,
    paid_orders = t.paid_orders + excluded.paid_orders,
    paid_net_cents = t.paid_net_cents + excluded.paid_net_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_day_totals_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_totals AS t (day, shard, status, created_orders, paid_orders, paid_net_cents)
  SELECT day, pg_backend_pid() % 64, status, sum(created), sum(paid), sum(net_cents)
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status, -1 AS created, 0 AS paid, 0::bigint AS net_cents FROM old_rows
    UNION ALL
    SELECT (paid_at AT TIME ZONE 'UTC')::date, status, 0, -1, -(total_cents - refunded_cents)::bigint FROM old_rows WHERE paid_at IS NOT NULL
  ) changes
  GROUP BY day, status
  ORDER BY day, status
  ON CONFLICT (day, shard, status) DO UPDATE SET
    created_orders = t.created_orders + excluded.created_orders,
    paid_orders = t.paid_orders + excluded.paid_orders,
    paid_net_cents = t.paid_net_cents + excluded.paid_net_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_day_totals_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_totals;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_on_insert();--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_on_update();--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_on_delete();--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_on_truncate();--> statement-breakpoint
-- The orders there already are.
INSERT INTO order_day_totals (day, shard, status, created_orders, paid_orders, paid_net_cents)
SELECT day, 0, status, sum(created), sum(paid), sum(net_cents)
FROM (
  SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status, 1 AS created, 0 AS paid, 0::bigint AS net_cents FROM orders
  UNION ALL
  SELECT (paid_at AT TIME ZONE 'UTC')::date, status, 0, 1, total_cents - refunded_cents FROM orders WHERE paid_at IS NOT NULL
) changes
GROUP BY day, status;
