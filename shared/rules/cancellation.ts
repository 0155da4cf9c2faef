import { businessDates } from "./dates";
import { formatCents } from "./money";

/**
 * Cancellation by policy (docs/product/quotes-and-proposals.md, "Cancellation by policy"): the client cancels an
 * accepted proposal and gets back what the terms say. "Cancellations made at least 30 days before the event receive a
 * full refund" (the quote terms); with less notice, the business keeps part of the deposit, by the percentage the
 * admin sets (Settings → Cancellation policy, 0% unless set: the terms promise nothing under 30 days). One rule for the
 * preview the client reads before confirming, the amount the server refunds and the emails.
 */

/** 30 days' notice or more: the whole deposit comes back (the quote terms). */
export const FULL_REFUND_NOTICE_DAYS = 30;

/** Settings → Cancellation policy. */
export interface CancellationPolicy {
  /** The percentage of the deposit refunded when the client cancels with less than 30 days' notice (0 to 100). */
  lateRefundPercent: number;
}

/** The terms promise a full refund only with 30 days' notice, and say nothing of less: nothing then, until set. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = Object.freeze({ lateRefundPercent: 0 }) as CancellationPolicy;

export interface CancellationInput {
  /** When the event starts. */
  eventDate: Date;
  /** The instant of the cancellation. */
  now: Date;
  /** The business's time zone: notice is counted in its calendar dates. */
  timeZone: string;
  /** What the proposal's money columns hold (shared/rules/proposal-payments.ts). */
  depositPaidCents: number | null;
  depositRefundedCents: number;
  balancePaidCents: number | null;
  offlinePaidCents: number;
  policy: CancellationPolicy;
}

export interface CancellationRefund {
  /** Calendar days at the business from the day of cancelling to the event's day (31 on Nov 1 for an event on Dec 2). */
  noticeDays: number;
  /** 30 days' notice or more. */
  fullRefund: boolean;
  /** Refunded to the card: depositRefundCents + balanceRefundCents. Never more than the card charges still hold. */
  refundCents: number;
  /** Of it, from the deposit's charge. */
  depositRefundCents: number;
  /** Of it, the card balance payment, refunded whole (the policy keeps part of the deposit only). */
  balanceRefundCents: number;
  /** What the business keeps of the deposit under the policy. */
  keptCents: number;
  /** Received by check, bank transfer or cash: returned by the business the same way, outside the card gateway. */
  offlineReturnCents: number;
  /** What the client reads before confirming, and in the emails. */
  explanation: string;
}

const DAY_MS = 86_400_000;

/** Calendar days at the business from `now`'s date to `eventDate`'s date (negative once the day has passed). */
export function noticeDays(eventDate: Date, now: Date, timeZone: string): number {
  const dates = businessDates(timeZone);
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  return Math.round((day(dates.businessDateParts(eventDate).date) - day(dates.businessToday(now))) / DAY_MS);
}

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/** What cancelling now gives back, by the terms and the policy. */
export function cancellationRefund(input: CancellationInput): CancellationRefund {
  const notice = noticeDays(input.eventDate, input.now, input.timeZone);
  const fullRefund = notice >= FULL_REFUND_NOTICE_DAYS;
  const deposit = input.depositPaidCents ?? 0;
  // What the deposit's charge still holds (an admin may have refunded part of it already).
  const depositHeld = Math.max(0, deposit - (input.depositPaidCents === null ? 0 : input.depositRefundedCents));
  const percent = Math.min(100, Math.max(0, Math.trunc(input.policy.lateRefundPercent)));
  const policyKeeps = fullRefund ? 0 : deposit - Math.round((deposit * percent) / 100);
  const keptCents = Math.min(policyKeeps, depositHeld);
  const depositRefundCents = depositHeld - keptCents;
  const balanceRefundCents = input.balancePaidCents ?? 0;
  const refundCents = depositRefundCents + balanceRefundCents;
  const offlineReturnCents = input.offlinePaidCents;

  const when = `You are cancelling ${days(notice)} before your event`;
  const sentences: string[] = [];
  if (fullRefund) {
    sentences.push(`${when}: with ${FULL_REFUND_NOTICE_DAYS} days' notice or more, your deposit is refunded in full.`);
  } else if (percent === 0) {
    sentences.push(`${when}, with less than ${FULL_REFUND_NOTICE_DAYS} days' notice: under our cancellation policy the deposit is kept.`);
  } else {
    sentences.push(`${when}, with less than ${FULL_REFUND_NOTICE_DAYS} days' notice: under our cancellation policy ${percent}% of the deposit is refunded.`);
  }
  if (refundCents > 0) {
    const parts = [depositRefundCents > 0 ? `${formatCents(depositRefundCents)} of your deposit` : null, balanceRefundCents > 0 ? `your balance payment of ${formatCents(balanceRefundCents)}` : null].filter(Boolean);
    sentences.push(`We refund ${formatCents(refundCents)} to your card (${parts.join(" and ")}).`);
  } else {
    sentences.push("Nothing is refunded to your card.");
  }
  if (keptCents > 0) sentences.push(`We keep ${formatCents(keptCents)} of the deposit.`);
  if (offlineReturnCents > 0) sentences.push(`The ${formatCents(offlineReturnCents)} you paid by check, bank transfer or cash is returned to you the same way.`);
  return { noticeDays: notice, fullRefund, refundCents, depositRefundCents, balanceRefundCents, keptCents, offlineReturnCents, explanation: sentences.join(" ") };
}

export const CANCELLATION_MESSAGES = {
  notAccepted: "Only an accepted proposal can be cancelled.",
  alreadyCancelled: "This proposal has already been cancelled.",
  started: "This event has already started. Please contact us.",
  /** A payment refused on a cancelled proposal. */
  cancelled: "This proposal was cancelled: it takes no payment.",
  /** A change of price or date refused on a cancelled proposal. */
  locked: "This proposal was cancelled: its price and date can no longer change.",
} as const;

/** Why the proposal cannot be cancelled now, or null. */
export function cancellationRefusal(quote: { status: string; eventDate: Date }, now: Date): string | null {
  if (quote.status === "cancelled") return CANCELLATION_MESSAGES.alreadyCancelled;
  if (quote.status !== "accepted") return CANCELLATION_MESSAGES.notAccepted;
  if (now.getTime() >= quote.eventDate.getTime()) return CANCELLATION_MESSAGES.started;
  return null;
}
