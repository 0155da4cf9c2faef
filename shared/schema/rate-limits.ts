import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window hit counters for rate limits and brute-force protection. Kept in PostgreSQL so every instance
 * behind a load balancer counts against the same limit. The table is UNLOGGED (migration 0020): a hit's commit waits
 * for no disk flush; a crash of the database server starts the counters again from zero.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);
