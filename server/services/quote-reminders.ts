import { and, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import { quoteReminders, quotes, users, type QuoteRow } from "@shared/schema";
import { businessDates, type BusinessDates } from "@shared/rules/dates";
import { balanceDueDate, documentNumber } from "@shared/rules/quotes";
import { balancePaymentQuery, balancePaymentUrl, proposalAmounts } from "@shared/rules/proposal-payments";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import type { CurrentSettings } from "../settings/current-settings";
import type { ProposalLinks } from "./quote-access";

/** Reminders go out this many days before the balance date (nearest first), from this time of day at the business. */
export const BALANCE_REMINDER_DAYS = [3, 10] as const;
const REMINDER_TIME = "09:00";
const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface BalanceReminderDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** The business settings in force (reminders go out by the day and hour at the business). */
  settings: CurrentSettings;
  /** A visitor's reminder carries their proposal's own link; without these, every reminder links to the portal. */
  links?: Pick<ProposalLinks, "visitorUrl">;
}

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
export async function sendBalanceReminders({ db, mailer, appUrl, settings, links }: BalanceReminderDeps, now: Date = new Date()): Promise<number> {
  const dates = businessDates(settings().timeZone);
  const farthest = Math.max(...BALANCE_REMINDER_DAYS);
  // Quotes whose balance date (7 days before the event) is between yesterday and the farthest reminder, plus a day.
  const candidates = await db
    .select({ quote: quotes, clientEmail: users.email, clientName: users.fullName })
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.clientId))
    .where(
      and(
        eq(quotes.status, "accepted"),
        isNotNull(quotes.depositPaidCents),
        isNull(quotes.balancePaidAt),
        gt(quotes.totalCents, quotes.depositPaidCents),
        gt(quotes.eventDate, new Date(now.getTime() + 6 * DAY_MS)),
        lte(quotes.eventDate, new Date(now.getTime() + (7 + farthest + 1) * DAY_MS)),
      ),
    );
  /** The page that pays it: a visitor's own proposal link (fresh, from this run's clock) or the portal's proposals. */
  const balancePayUrl = (quote: QuoteRow) => {
    const visitorUrl = links?.visitorUrl(quote, now);
    return visitorUrl ? `${visitorUrl}?${balancePaymentQuery(quote.id)}` : balancePaymentUrl(appUrl, quote.id);
  };
  let sent = 0;
  for (const { quote, clientEmail, clientName } of candidates) {
    const to = clientEmail ?? quote.contactEmail;
    const due = balanceDueDate(quote.eventDate);
    const reminder = dueBalanceReminder(due, now, dates);
    // Paid meanwhile (offline payments can settle it before the card does): nothing to remind.
    const balanceCents = proposalAmounts(quote).payableBalanceCents;
    if (!to || !reminder || balanceCents <= 0) continue;
    const queued = await db.transaction(async (tx) => {
      // Read again under the quote's row (shared): a cancellation or a payment committed since the list was read is
      // seen here, and one arriving waits for this reminder (docs/product/quotes-and-proposals.md, "Cancellation by policy").
      const [current] = await tx.select().from(quotes).where(eq(quotes.id, quote.id)).for("share");
      if (current?.status !== "accepted" || proposalAmounts(current).payableBalanceCents !== balanceCents) return false;
      const [recorded] = await tx.insert(quoteReminders).values({ quoteId: quote.id, kind: reminder.kind }).onConflictDoNothing().returning();
      if (!recorded) return false;
      if (reminder.skipped.length > 0) {
        await tx
          .insert(quoteReminders)
          .values(reminder.skipped.map((kind) => ({ quoteId: quote.id, kind })))
          .onConflictDoNothing();
      }
      const email = emails.balanceReminder({
        // Greeted by the name they gave (a username is not a name): "Hello," without one.
        name: clientName ?? quote.contactName,
        number: documentNumber(quote.documentNumber),
        balanceCents,
        dueDate: dates.formatBusinessDate(due),
        eventDate: dates.formatBusinessDate(quote.eventDate),
        daysLeft: reminder.daysLeft,
        payUrl: balancePayUrl(quote),
      });
      await mailer.send({ to, about: `quote-${quote.id}/balance-reminder-${reminder.kind}`, email }, tx);
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
