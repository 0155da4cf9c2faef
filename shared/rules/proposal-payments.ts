import { balanceDueDate, depositCents } from "./quotes";

/**
 * A proposal's payment schedule (docs/product/quotes-and-proposals.md, Payments): 50% deposit by card at acceptance,
 * the balance due 7 days before the event, paid by card from the proposal or received offline (check, bank
 * transfer, cash) and recorded by an admin. One set of rules for the API's figures, the document and the overdue flag.
 */

/** How money reached a proposal outside the card gateway. */
export const OFFLINE_PAYMENT_METHODS = [
  { value: "check", label: "Check" },
  { value: "bank_transfer", label: "Bank transfer" },
  { value: "cash", label: "Cash" },
] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number]["value"];
export const OFFLINE_PAYMENT_METHOD_VALUES = OFFLINE_PAYMENT_METHODS.map((m) => m.value) as [OfflinePaymentMethod, ...OfflinePaymentMethod[]];

export const offlineMethodLabel = (method: string) => OFFLINE_PAYMENT_METHODS.find((m) => m.value === method)?.label ?? "Other";

/** What a proposal's money columns hold (cents). */
export interface ProposalMoney {
  totalCents: number;
  /** The card deposit, while paid (a full refund clears it). */
  depositPaidCents: number | null;
  /** The part of a paid deposit given back. */
  depositRefundedCents: number;
  /** The card balance payment, once paid. */
  balancePaidCents: number | null;
  /** The sum of the recorded offline payments. */
  offlinePaidCents: number;
}

export interface ProposalAmounts {
  /** 50% of the total, to secure the date. */
  depositCents: number;
  /** Everything the business holds for the proposal: the deposit it kept, the card balance, offline payments. */
  receivedCents: number;
  /** What is left of the total: before the deposit, what will be left after it (the schedule); after it, what is unpaid. */
  balanceCents: number;
  /** What the client may pay by card now as the balance: the unpaid rest once the deposit is paid, else 0. */
  payableBalanceCents: number;
}

export function proposalAmounts(q: ProposalMoney): ProposalAmounts {
  // Once paid, the deposit is what was paid: an approved change request may reprice an accepted proposal after it
  // (docs/decisions/015-proposal-versions.md), and the balance, not the deposit, follows the new total.
  const deposit = q.depositPaidCents ?? depositCents(q.totalCents);
  const keptDeposit = q.depositPaidCents === null ? 0 : q.depositPaidCents - q.depositRefundedCents;
  const receivedCents = keptDeposit + (q.balancePaidCents ?? 0) + q.offlinePaidCents;
  const depositPaid = q.depositPaidCents !== null;
  const balanceCents = Math.max(0, depositPaid ? q.totalCents - receivedCents : q.totalCents - deposit - receivedCents);
  const payableBalanceCents = depositPaid && q.balancePaidCents === null ? balanceCents : 0;
  return { depositCents: deposit, receivedCents, balanceCents, payableBalanceCents };
}

/**
 * Overdue: an accepted proposal with money still owed (any part of the total) once its balance due date (7 days
 * before the event) has passed. `now` is passed so a clock can be set in tests and jobs.
 */
export function isBalanceOverdue(q: ProposalMoney & { status: string; eventDate: Date }, now: Date): boolean {
  if (q.status !== "accepted" || q.totalCents <= 0) return false;
  if (now.getTime() <= balanceDueDate(q.eventDate).getTime()) return false;
  return q.totalCents - proposalAmounts(q).receivedCents > 0;
}

/** The kinds of entry on a proposal's payment history, in the words the document uses. */
export const PROPOSAL_PAYMENT_KINDS = ["deposit", "balance", "offline", "refund"] as const;
export type ProposalPaymentKind = (typeof PROPOSAL_PAYMENT_KINDS)[number];

/** A refund takes money back; every other entry brings it in. */
export const paymentSign = (kind: ProposalPaymentKind) => (kind === "refund" ? -1 : 1);

export const OFFLINE_PAYMENT_MESSAGES = {
  notAccepted: "Offline payments are recorded on an accepted proposal.",
  depositFirst: "The deposit is taken by card at acceptance: record an offline payment once the deposit is paid.",
  nothingOwed: "Nothing is owed on this proposal.",
  tooMuch: (left: string) => `At most ${left} is owed on this proposal.`,
} as const;

export const BALANCE_PAYMENT_MESSAGES = {
  notAccepted: "Please accept the proposal before paying the balance.",
  depositFirst: "Please pay the deposit before the balance.",
  alreadyPaid: "The balance for this proposal has already been paid.",
  nothingOwed: "Nothing is left to pay on this proposal.",
  changed: "This proposal changed. Please reload it before paying.",
} as const;

/** Why a proposal's price or status may not change once more than the deposit was received on it. */
export const PAID_PROPOSAL_LOCKED = "The balance or an offline payment has been received on this proposal: its price and status can no longer change.";

/** True when the balance was paid by card or an offline payment was recorded (beyond what a deposit refund undoes). */
export const hasPaymentsBeyondDeposit = (q: Pick<ProposalMoney, "balancePaidCents" | "offlinePaidCents">) => q.balancePaidCents !== null || q.offlinePaidCents > 0;

/**
 * Where a client pays a proposal's balance: the proposals page opens the proposal named by `quote` and, with
 * `pay=balance`, its card form. The reminder emails link here; a visitor's reminder links to their proposal's own
 * page (/proposals/view/{token}) with the same query (docs/decisions/012-visitor-proposal-links.md).
 */
export const BALANCE_PAYMENT_QUERY = { quote: "quote", pay: "pay", balance: "balance" } as const;
export const balancePaymentQuery = (quoteId: number) => `${BALANCE_PAYMENT_QUERY.quote}=${quoteId}&${BALANCE_PAYMENT_QUERY.pay}=${BALANCE_PAYMENT_QUERY.balance}`;
export const balancePaymentPath = (quoteId: number) => `/proposals?${balancePaymentQuery(quoteId)}`;
export const balancePaymentUrl = (appUrl: string, quoteId: number) => `${appUrl}${balancePaymentPath(quoteId)}`;
