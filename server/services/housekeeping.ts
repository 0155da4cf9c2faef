import { and, isNotNull, lt, or, sql } from "drizzle-orm";
import { appEvents, idempotencyKeys, mailSent, passwordResetTokens, rateLimitCounters, sessions } from "@shared/schema";
import type { Database } from "../db/client";
import { LIVE_EVENTS_BACKLOG_MS } from "../events/live-events";

/** How long an Idempotency-Key's answer is kept for a retry (as payment APIs do): a day. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/** How long an email's sent-marker is kept: well past the mail queue's last retry (about a week after queuing). */
export const MAIL_SENT_RETENTION_DAYS = 30;

/**
 * Deletes what has expired: sessions, reset links (expired or used), Idempotency-Key answers older than a day
 * (and claims whose lease ran out), rate-limit windows that ended, emails' sent-markers past any retry, and live
 * events past the reconnect backlog.
 * Deletes only what has expired, so running it twice does no harm.
 */
export async function cleanUp(db: Database): Promise<Record<string, number>> {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    sessions: await count(db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ sid: sessions.sid })),
    resetTokens: await count(
      db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, sql`now()`), isNotNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id }),
    ),
    idempotencyKeys: await count(
      db
        .delete(idempotencyKeys)
        .where(and(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`), lt(idempotencyKeys.leaseUntil, sql`now()`)))
        .returning({ key: idempotencyKeys.key }),
    ),
    rateLimitCounters: await count(
      db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.resetAt, sql`now() - interval '1 minute'`))
        .returning({ key: rateLimitCounters.key }),
    ),
    mailSent: await count(
      db
        .delete(mailSent)
        .where(lt(mailSent.sentAt, sql`now() - make_interval(days => ${MAIL_SENT_RETENTION_DAYS})`))
        .returning({ messageId: mailSent.messageId }),
    ),
    liveEvents: await count(
      db
        .delete(appEvents)
        .where(lt(appEvents.createdAt, sql`now() - make_interval(secs => ${LIVE_EVENTS_BACKLOG_MS / 1000})`))
        .returning({ id: appEvents.id }),
    ),
  };
}
