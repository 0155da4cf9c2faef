import type { Response } from "express";
import { and, gt, inArray, sql } from "drizzle-orm";
import { appEvents, type PublicUser } from "@shared/schema";
import type { LiveEvent, LiveEventType } from "@shared/api/live-events";
import type { Database, DatabaseHandle, Listener, Transaction } from "../db/client";
import { changeNotice, changeNoticeCall, type ChangeTopic } from "../db/change-feed";
import type { Logger } from "../logger";

export const LIVE_EVENTS_CHANNEL = "cc_events";
/** Comments on an idle stream, so proxies and load balancers do not close it as dead. */
const HEARTBEAT_MS = 25_000;
/** A reconnecting browser is given what it missed within this window (Last-Event-ID), at most BACKLOG_LIMIT events. */
export const LIVE_EVENTS_BACKLOG_MS = 60 * 60 * 1000;
const BACKLOG_LIMIT = 500;

/** Who hears an event: one user, or every admin (the business). */
export type Audience = { userId: number } | "admins";

const audienceKey = (audience: Audience) => (audience === "admins" ? "admins" : `user:${audience.userId}`);
const audiencesOf = (user: PublicUser) => [`user:${user.id}`, ...(user.role === "admin" ? ["admins"] : [])];

/**
 * Records an event for the live stream in the caller's transaction (or at once, given the database): the row is
 * the backlog for reconnecting browsers, and its NOTIFY, sent by PostgreSQL when the transaction commits, reaches
 * every instance, whichever one the user's stream is connected to. Nothing is announced for a change that rolls back.
 * `alsoAnnounce`: a change-feed topic announced in the same statement, after the event (a checkout's charge sends
 * one statement fewer; docs/architecture.md).
 */
export async function publishLiveEvent(
  executor: Database | Transaction,
  audiences: (Audience | null | undefined)[],
  type: LiveEventType,
  data: Record<string, unknown>,
  options: { alsoAnnounce?: ChangeTopic } = {},
): Promise<void> {
  const keys = [...new Set(audiences.filter((a): a is Audience => Boolean(a)).map(audienceKey))];
  const { alsoAnnounce } = options;
  for (const [index, audience] of keys.entries()) {
    const notice = alsoAnnounce && index === keys.length - 1 ? sql`, ${changeNoticeCall(alsoAnnounce)}` : sql``;
    await executor.execute(sql`
      with event as (
        insert into ${appEvents} (audience, type, data) values (${audience}, ${type}, ${JSON.stringify(data)}::jsonb)
        returning id, audience, type, data
      )
      select pg_notify(${LIVE_EVENTS_CHANNEL}, json_build_object('id', id, 'audience', audience, 'type', type, 'data', data)::text)${notice} from event`);
  }
  if (alsoAnnounce && keys.length === 0) await executor.execute(changeNotice(alsoAnnounce));
}

interface Stream {
  audiences: string[];
  /** The key of the session the stream was opened with (its stored row key, never the id itself). */
  session: string | undefined;
  res: Response;
}

/** Sent to a stream whose session was ended (a password change or reset elsewhere, removal from the team). */
const SIGNED_OUT = "signed_out";

/**
 * This instance's open event streams. It LISTENs for every instance's events and writes each to the streams of
 * its audience. When the LISTEN connection was lost and came back, events may have been missed: every stream is
 * told to "resync" (the client refetches what it shows).
 */
export class LiveEventHub {
  private streams = new Set<Stream>();
  private listener: Listener | undefined;
  /** Set once the server is stopping: no new stream may hold it open. */
  private stopping = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    // Old events, only a backlog for reconnects, are deleted by the scheduled clean-up (server/jobs/scheduled-jobs.ts).
    this.listener = await this.database.listen(LIVE_EVENTS_CHANNEL, (payload) => this.dispatch(payload));
  }

  get size(): number {
    return this.streams.size;
  }

  /**
   * Opens a stream for the signed-in user, first replaying what they missed since `lastEventId`. `session` (the
   * session's row key) lets endUserStreams keep the one session a password change keeps.
   */
  async connect(user: PublicUser, res: Response, lastEventId: number | undefined, session?: string): Promise<void> {
    if (this.stopping) {
      // A browser reconnecting on a kept-alive connection while this instance shuts down: it retries (through
      // the load balancer, another instance) and polls meanwhile.
      res.status(503).setHeader("Retry-After", "2");
      res.json({ message: "This server is restarting. Please try again in a moment." });
      return;
    }
    res.status(200);
    res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    // nginx and similar proxies would otherwise buffer the stream.
    res.setHeader("X-Accel-Buffering", "no");
    res.flushHeaders();
    // The browser's EventSource waits this long before reconnecting on its own.
    res.write("retry: 2000\n\n");
    const stream: Stream = { audiences: audiencesOf(user), session, res };
    // Registered before the backlog is read, so nothing committed meanwhile is missed (a repeat is harmless:
    // every event only makes the client refetch).
    this.streams.add(stream);
    const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), HEARTBEAT_MS);
    heartbeat.unref();
    res.on("close", () => {
      clearInterval(heartbeat);
      this.streams.delete(stream);
    });
    if (lastEventId !== undefined) {
      const missed = await this.database.db
        .select()
        .from(appEvents)
        .where(and(inArray(appEvents.audience, stream.audiences), gt(appEvents.id, lastEventId), gt(appEvents.createdAt, sql`now() - make_interval(secs => ${LIVE_EVENTS_BACKLOG_MS / 1000})`)))
        .orderBy(appEvents.id)
        .limit(BACKLOG_LIMIT);
      for (const row of missed) write(res, { id: row.id, type: row.type as LiveEventType, data: row.data as Record<string, unknown> });
    }
  }

  /**
   * Ends a user's open streams on every instance (all, or all but those of the session `exceptSession` keeps): their
   * sessions have ended, so a stream opened with one must not go on hearing events. Each is told "signed_out" first
   * (the browser asks who is signed in, and shows the public side); its reconnect then meets a 401.
   */
  async endUserStreams(userId: number, exceptSession?: string): Promise<void> {
    const ending = { audience: audienceKey({ userId }), type: SIGNED_OUT, data: {}, exceptSession };
    await this.database.db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(ending)})`);
  }

  /** Ends every stream and takes no new ones (shutdown): browsers reconnect to another instance. */
  closeAll(): void {
    this.stopping = true;
    for (const stream of this.streams) stream.res.end();
    this.streams.clear();
  }

  async close(): Promise<void> {
    this.closeAll();
    await this.listener?.stop();
  }

  /** Whether events from other instances reach this one right now (readiness). */
  get listening(): boolean {
    return this.listener?.connected() ?? false;
  }

  private dispatch(payload: string): void {
    if (payload === "*") {
      for (const stream of this.streams) write(stream.res, { id: undefined, type: "resync", data: {} });
      return;
    }
    let event: LiveEvent & { audience: string; exceptSession?: string };
    try {
      event = JSON.parse(payload);
    } catch (error) {
      this.logger.warn({ err: error }, "unreadable live event");
      return;
    }
    for (const stream of this.streams) {
      if (!stream.audiences.includes(event.audience)) continue;
      if (event.type !== SIGNED_OUT) write(stream.res, event);
      else if (stream.session === undefined || stream.session !== event.exceptSession) {
        write(stream.res, { id: undefined, type: SIGNED_OUT, data: {} });
        stream.res.end();
        this.streams.delete(stream);
      }
    }
  }
}

function write(res: Response, event: { id: number | undefined; type: string; data: unknown }): void {
  const idLine = event.id === undefined ? "" : `id: ${event.id}\n`;
  res.write(`${idLine}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
}

/** An order changed (new, paid, moved on, refunded): its client, if it has one, and the business. */
export async function announceOrder(executor: Database | Transaction, order: { id: number; userId: number | null; status: string }): Promise<void> {
  // Paid, moved on or cancelled: what the kitchen has booked may have changed (GET /api/availability).
  await publishLiveEvent(executor, [order.userId ? { userId: order.userId } : null, "admins"], "order", { orderId: order.id, status: order.status }, { alsoAnnounce: "availability" });
}

/** A quote changed (new, status, price, date, deposit): its client and the business. */
export async function announceQuote(executor: Database | Transaction, quote: { id: number; clientId: number | null; status: string }): Promise<void> {
  // Accepted (or no longer): the kitchen's booked events may have changed. A request or a viewing books nothing.
  const booking = quote.status !== "sent" && quote.status !== "viewed";
  await publishLiveEvent(executor, [quote.clientId ? { userId: quote.clientId } : null, "admins"], "quote", { quoteId: quote.id, status: quote.status }, booking ? { alsoAnnounce: "availability" } : {});
}
