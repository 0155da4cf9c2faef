import { and, eq, gt, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import {
  appEvents,
  idempotencyKeys,
  orders,
  passwordResetTokens,
  quoteReminders,
  quotes,
  rateLimitCounters,
  sessions,
  users,
} from "@shared/schema";
import { businessDates, type BusinessDates } from "@shared/rules/dates";
import { UNPAID_ORDER_EXPIRY_HOURS } from "@shared/rules/order-lifecycle";
import { balanceDueDate, documentNumber } from "@shared/rules/quotes";
import type { Database } from "../db/client";
import { announceOrder, LIVE_EVENTS_BACKLOG_MS } from "../events/live-events";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import { recordAudit, SYSTEM_ACTOR } from "../services/audit-log";
import { releaseCoupon } from "../services/coupon-redemptions";
import type { ReconciliationService } from "../services/reconciliation";
import { holdPaymentSubjects } from "../payments/card-payments";
import type { JobQueue, QueueDefinition } from "./job-queue";
import type { CurrentSettings } from "../settings/current-settings";

/**
 * The work the business needs done on a clock. Each is a pg-boss schedule (server/jobs/job-queue.ts `every`): one
 * instance's worker runs it when due. Delivery is at least once, so each job works from the rows' state and is
 * safe to run twice: a reminder is recorded in the transaction that queues its email, an order expires only while
 * it is still pending, and a clean-up deletes only what has expired.
 */
export const SCHEDULED_JOBS = {
  balanceReminders: { queue: "balance-reminders", cron: "*/15 * * * *" },
  expireUnpaidOrders: { queue: "expire-unpaid-orders", cron: "*/15 * * * *" },
  cleanUp: { queue: "clean-up", cron: "7 * * * *" },
  // Compares the payments with the orders, proposals and the provider's charges; stores the findings it sees now.
  reconcilePayments: { queue: "reconcile-payments", cron: "23 * * * *" },
} as const;

/** One run at a time per job ("stately": at most one waiting and one running), retried twice a minute apart. */
export const SCHEDULED_QUEUE_DEFINITIONS: QueueDefinition[] = Object.values(SCHEDULED_JOBS).map(({ queue }) => ({
  name: queue,
  policy: "stately",
  retryLimit: 2,
  retryDelay: 60,
}));

export interface ScheduledJobDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** The business settings in force (reminders go out by the day and hour at the business). */
  settings: CurrentSettings;
  /** The payments reconciliation (with the app's own gateway, whose charges it lists). */
  reconciliation?: Pick<ReconciliationService, "run">;
}

export async function startScheduledJobs(jobs: JobQueue, deps: ScheduledJobDeps): Promise<void> {
  await jobs.every(SCHEDULED_JOBS.balanceReminders.queue, SCHEDULED_JOBS.balanceReminders.cron, async () => {
    const sent = await sendBalanceReminders(deps);
    if (sent > 0) deps.logger.info({ sent }, "balance reminders queued");
  });
  await jobs.every(SCHEDULED_JOBS.expireUnpaidOrders.queue, SCHEDULED_JOBS.expireUnpaidOrders.cron, async () => {
    const expired = await expireUnpaidOrders(deps.db);
    if (expired > 0) deps.logger.info({ expired }, "unpaid orders cancelled");
  });
  await jobs.every(SCHEDULED_JOBS.cleanUp.queue, SCHEDULED_JOBS.cleanUp.cron, async () => {
    deps.logger.info(await cleanUp(deps.db), "clean-up done");
  });
  const { reconciliation } = deps;
  if (reconciliation) {
    await jobs.every(SCHEDULED_JOBS.reconcilePayments.queue, SCHEDULED_JOBS.reconcilePayments.cron, async () => {
      await reconciliation.run();
    });
  }
}

/** Reminders go out this many days before the balance date (nearest first), from this time of day at the business. */
export const BALANCE_REMINDER_DAYS = [3, 10] as const;
const REMINDER_TIME = "09:00";
const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The reminder due now for a balance falling due at `due`: the nearest of BALANCE_REMINDER_DAYS whose day (at
 * REMINDER_TIME, business time) has come, or null before the first or once the balance date has passed. A quote
 * accepted 5 days before its balance date gets only the 3-day reminder: the 10-day one is recorded with it.
 */
export function dueBalanceReminder(due: Date, now: Date, { businessDateParts, businessInstant }: BusinessDates): { days: number; kind: string; skipped: string[]; daysLeft: number } | null {
  const dueDay = businessDateParts(due).date;
  const today = businessDateParts(now).date;
  if (today > dueDay) return null;
  for (const [i, days] of BALANCE_REMINDER_DAYS.entries()) {
    const from = businessInstant(addDays(dueDay, -days), REMINDER_TIME);
    if (from && now >= from) {
      const daysLeft = Math.round((Date.parse(`${dueDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
      return { days, kind: `${days}-days`, skipped: BALANCE_REMINDER_DAYS.slice(i + 1).map((d) => `${d}-days`), daysLeft };
    }
  }
  return null;
}

/**
 * Emails the client of every accepted quote with a deposit paid and a balance left, when a reminder has come due.
 * The reminder's row and its email are written in one transaction: each goes out once, whichever instance runs it.
 */
export async function sendBalanceReminders({ db, mailer, appUrl, settings }: ScheduledJobDeps, now: Date = new Date()): Promise<number> {
  const dates = businessDates(settings().timeZone);
  const farthest = Math.max(...BALANCE_REMINDER_DAYS);
  // Quotes whose balance date (7 days before the event) is between yesterday and the farthest reminder, plus a day.
  const candidates = await db
    .select({ quote: quotes, clientEmail: users.email, clientName: sql<string | null>`coalesce(${users.fullName}, ${users.username})` })
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.clientId))
    .where(
      and(
        eq(quotes.status, "accepted"),
        isNotNull(quotes.depositPaidCents),
        gt(quotes.totalCents, quotes.depositPaidCents),
        gt(quotes.eventDate, new Date(now.getTime() + 6 * DAY_MS)),
        lte(quotes.eventDate, new Date(now.getTime() + (7 + farthest + 1) * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const { quote, clientEmail, clientName } of candidates) {
    const to = clientEmail ?? quote.contactEmail;
    const due = balanceDueDate(quote.eventDate);
    const reminder = dueBalanceReminder(due, now, dates);
    if (!to || !reminder) continue;
    const queued = await db.transaction(async (tx) => {
      const [recorded] = await tx.insert(quoteReminders).values({ quoteId: quote.id, kind: reminder.kind }).onConflictDoNothing().returning();
      if (!recorded) return false;
      if (reminder.skipped.length > 0) {
        await tx
          .insert(quoteReminders)
          .values(reminder.skipped.map((kind) => ({ quoteId: quote.id, kind })))
          .onConflictDoNothing();
      }
      const email = emails.balanceReminder({
        name: clientName ?? quote.contactName ?? "there",
        number: documentNumber(quote.documentNumber),
        balanceCents: quote.totalCents - (quote.depositPaidCents ?? 0),
        dueDate: dates.formatBusinessDate(due),
        eventDate: dates.formatBusinessDate(quote.eventDate),
        daysLeft: reminder.daysLeft,
        proposalsUrl: `${appUrl}/proposals`,
      });
      await mailer.send({ to, email }, tx);
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** Per run, so one run stays short however many orders are waiting; the next run takes the rest. */
const EXPIRY_BATCH = 500;

/**
 * Cancels card orders left unpaid for UNPAID_ORDER_EXPIRY_HOURS (a checkout abandoned at the payment step), gives
 * their coupon uses back, and records each in the order's timeline. An order whose charge is in flight (a live
 * payment claim) is left alone; one paid meanwhile is no longer pending and is not touched.
 */
export async function expireUnpaidOrders(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, "pending_payment"),
          eq(orders.paymentMethod, "card"),
          lt(orders.createdAt, sql`now() - make_interval(hours => ${UNPAID_ORDER_EXPIRY_HOURS})`),
        ),
      )
      .orderBy(orders.createdAt)
      .limit(EXPIRY_BATCH)
      // Two runs at once (a retry beside a late one) take different orders instead of waiting on each other.
      .for("update", { skipLocked: true });
    // The orders' payment claims, locked like an admin's cancel locks one: a charge holding one is left to finish,
    // and a charge arriving now waits for this run, then finds its order cancelled before reaching the card.
    const beingPaid = await holdPaymentSubjects(
      tx,
      stale.map(({ id }) => `order:${id}`),
    );
    const expiring = stale.map(({ id }) => id).filter((id) => !beingPaid.has(`order:${id}`));
    if (expiring.length === 0) return 0;
    const expired = await tx
      .update(orders)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(inArray(orders.id, expiring), eq(orders.status, "pending_payment")))
      .returning();
    for (const order of expired) {
      await releaseCoupon(tx, order.id);
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: "order.status",
        entityType: "order",
        entityId: order.id,
        before: { status: "pending_payment" },
        after: { status: "cancelled", note: `Not paid within ${UNPAID_ORDER_EXPIRY_HOURS} hours` },
      });
      await announceOrder(tx, order);
    }
    return expired.length;
  });
}

/** How long an Idempotency-Key's answer is kept for a retry (as payment APIs do): a day. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/**
 * Deletes what has expired: sessions, reset links (expired or used), Idempotency-Key answers older than a day
 * (and claims whose lease ran out), rate-limit windows that ended, and live events past the reconnect backlog.
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
    liveEvents: await count(
      db
        .delete(appEvents)
        .where(lt(appEvents.createdAt, sql`now() - make_interval(secs => ${LIVE_EVENTS_BACKLOG_MS / 1000})`))
        .returning({ id: appEvents.id }),
    ),
  };
}
