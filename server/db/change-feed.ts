import { sql } from "drizzle-orm";
import type { DatabaseHandle, Listener } from "./client";

const CHANNEL = "cc_changes";

/** "availability": an order or quote changed what the kitchen has booked (GET /api/availability's cache). */
export type ChangeTopic = "menu" | "gallery" | "settings" | "availability";

/**
 * Announces `topic` from inside a transaction: PostgreSQL delivers the NOTIFY when it commits (and never if it rolls
 * back), so every instance drops what the change made stale once the change is visible.
 */
export function changeNotice(topic: ChangeTopic) {
  return sql`select ${changeNoticeCall(topic)}`;
}

/** The same announcement as an expression, to ride along in a statement the transaction sends anyway (one round trip fewer). */
export function changeNoticeCall(topic: ChangeTopic) {
  return sql`pg_notify(${CHANNEL}, ${topic})`;
}

/**
 * Tells every app instance that shared data changed, through PostgreSQL NOTIFY, so each one drops its cached
 * public reads. "*" (sent after a lost connection) means "anything may have changed".
 */
export class ChangeFeed {
  private handlers = new Map<string, Set<() => void>>();
  private listener: Listener | undefined;

  constructor(private readonly database: DatabaseHandle) {}

  async start(): Promise<void> {
    this.listener = await this.database.listen(CHANNEL, (topic) => {
      const targets = topic === "*" ? [...this.handlers.values()] : [this.handlers.get(topic) ?? new Set()];
      for (const set of targets) for (const handler of set) handler();
    });
  }

  on(topic: ChangeTopic, handler: () => void): void {
    const set = this.handlers.get(topic) ?? new Set();
    set.add(handler);
    this.handlers.set(topic, set);
  }

  async publish(topic: ChangeTopic): Promise<void> {
    await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
  }

  /** Whether announcements from other instances reach this one right now (readiness). */
  get listening(): boolean {
    return this.listener?.connected() ?? false;
  }

  async close(): Promise<void> {
    await this.listener?.stop();
  }
}
