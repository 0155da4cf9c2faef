import crypto from "node:crypto";
import session from "express-session";
import { and, eq, ne, sql } from "drizzle-orm";
import { sessions, users } from "@shared/schema";
import type { Database } from "../db/client";
import { attachSessionUser, publicUserColumns } from "./session-user";

type Callback<T = void> = (error?: unknown, value?: T) => void;

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A rolling session's stored expiry moves only when it would move by at least this much: without it every signed-in
 * request would also write its session row. The idle limit (2 hours) then holds to within a minute.
 */
const TOUCH_GRANULARITY_MS = 60_000;
/** Bounds the expiries remembered between get() and touch() (a request that never ends leaves one behind). */
const MAX_REMEMBERED = 10_000;

/**
 * The row key of a session: the SHA-256 of its id. The id is the bearer secret in the cookie; a copy of the sessions
 * table (a backup, a leaked dump) then opens no session.
 */
export const sessionKey = (sid: string) => crypto.createHash("sha256").update(sid).digest("hex");

/**
 * express-session store over our own database. Sessions live in PostgreSQL so they survive restarts and are
 * shared by every instance. It works on both drivers (connect-pg-simple needs a pg Pool, which PGlite is not).
 */
export class DatabaseSessionStore extends session.Store {
  /** The stored expiry of each session read by a request still running, so that touch() can skip small moves. */
  private readonly storedExpiry = new Map<string, number>();

  // Expired sessions are deleted by the scheduled clean-up (server/jobs/scheduled-jobs.ts); get() ignores them.
  constructor(private readonly db: Database) {
    super();
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .select({ sess: sessions.sess, expiresAt: sessions.expiresAt, user: publicUserColumns })
      .from(sessions)
      // The signed-in user comes with the session, for passport's deserializer (session-user.ts).
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.sid, sessionKey(sid)), sql`${sessions.expiresAt} > now()`))
      .then(([row]) => {
        if (!row) return callback(undefined, null);
        if (this.storedExpiry.size >= MAX_REMEMBERED) this.storedExpiry.clear();
        this.storedExpiry.set(sid, row.expiresAt.getTime());
        const data = row.sess as session.SessionData;
        attachSessionUser(data, row.user);
        callback(undefined, data);
      })
      .catch((error) => callback(error));
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.storedExpiry.delete(sid);
    const expiresAt = expiryOf(data);
    const userId = userIdOf(data);
    this.db
      .insert(sessions)
      .values({ sid: sessionKey(sid), sess: data, userId, expiresAt })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, userId, expiresAt } })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const stored = this.storedExpiry.get(sid);
    this.storedExpiry.delete(sid);
    const expiresAt = expiryOf(data);
    if (stored !== undefined && expiresAt.getTime() - stored < TOUCH_GRANULARITY_MS) return void callback?.();
    this.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.sid, sessionKey(sid)))
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.storedExpiry.delete(sid);
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sessionKey(sid)))
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /** Ends every session of a user but the one given (password reset or change, ASVS V7.4.3). */
  async destroyUserSessions(userId: number, exceptSid?: string): Promise<void> {
    const condition = exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, sessionKey(exceptSid))) : eq(sessions.userId, userId);
    await this.db.delete(sessions).where(condition);
  }
}

function expiryOf(data: session.SessionData): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + ONE_DAY_MS);
}

function userIdOf(data: session.SessionData): number | null {
  const user = (data as { passport?: { user?: unknown } }).passport?.user;
  return typeof user === "number" ? user : null;
}
