import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from "express-rate-limit";
import { rateLimitCounters } from "@shared/schema";
import type { Database } from "../db/client";
import { preparedStatement } from "../db/prepared";

const expired = sql`${rateLimitCounters.resetAt} <= now()`;
/** Every limited request runs this: one hit more, or 1 in a new window. */
const incrementCounter = preparedStatement((db) =>
  db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder("key"), hits: 1, resetAt: sql`now() + ${sql.placeholder("windowMs")} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      // A window that has ended starts again at 1; otherwise count on.
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
    .prepare("rate_limit_increment"),
);
/** A request that does not count after all (a charge that was not declined) gives its hit back. */
const decrementCounter = preparedStatement((db) =>
  db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, sql.placeholder("key")), gt(rateLimitCounters.resetAt, sql`now()`)))
    .prepare("rate_limit_decrement"),
);

/**
 * Several counters' current windows in one statement (counterKey names them): a charge checks the declines of its
 * address and of its order together, one round trip instead of two.
 */
export async function readCounters(db: Database, keys: string[]): Promise<Map<string, ClientRateLimitInfo>> {
  const rows = await db
    .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, keys), gt(rateLimitCounters.resetAt, sql`now()`)));
  return new Map(rows.map((row) => [row.key, { totalHits: row.hits, resetTime: row.resetAt }]));
}

/**
 * An express-rate-limit store on PostgreSQL (fixed windows in `rate_limit_counters`), so every instance behind a
 * load balancer counts against the same limit. One atomic upsert per hit: concurrent requests on any instance
 * each see their own count, and the database's clock decides when a window ends.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Database,
    /** Keeps each limiter's counters apart in the shared table. */
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  /** The counter's key in the shared table, for readCounters. */
  counterKey(key: string): string {
    return this.key(key);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, this.key(key)), gt(rateLimitCounters.resetAt, sql`now()`)));
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const [row] = await incrementCounter(this.db).execute({ key: this.key(key), windowMs: this.windowMs });
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await decrementCounter(this.db).execute({ key: this.key(key) });
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, this.key(key)));
  }
}
