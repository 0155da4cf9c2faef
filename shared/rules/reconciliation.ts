import { formatDecimalAmount } from "./money";

/**
 * The reconciliation of money records: the payments table against what orders and proposals say they were paid, and
 * against the payment provider's own list of charges. Zod-free: the admin's dashboard and the command line describe a
 * finding with the same words.
 *
 * - orphan_charge: money is held for something that holds $0 (an order cancelled or never paid, a proposal whose
 *   deposit is not recorded), or the provider holds a charge no payment row knows.
 * - paid_without_charge: an order or deposit recorded as paid with no succeeded charge behind it.
 * - amount_mismatch: a charge (or the refunds of one) that differs from what the order or proposal records.
 */
export const FINDING_KINDS = ["orphan_charge", "paid_without_charge", "amount_mismatch"] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** Which money the finding is about: an order's card charge, a proposal's deposit, refunds of either, or the provider's list. */
export const FINDING_ASPECTS = ["charge", "deposit", "refunds", "gateway"] as const;
export type FindingAspect = (typeof FINDING_ASPECTS)[number];

export type FindingSubjectType = "order" | "quote";

/** One finding as the API answers it (money as decimal strings, like every other answer). */
export interface ReconciliationFindingView {
  id: number;
  kind: FindingKind;
  aspect: FindingAspect;
  /** The order or proposal concerned; null for a provider's charge that no payment row names. */
  subject: { type: FindingSubjectType; id: number; number: string } | null;
  paymentId: number | null;
  chargeId: string | null;
  /** What the provider was told the charge was for, for a charge only the provider knows. */
  description: string | null;
  /** The money in question: what is held, what is claimed without a charge, or what the payments record. */
  amount: string;
  /** For a mismatch, what the order or proposal records instead. */
  expectedAmount: string | null;
  /** An orphan charge the admin can give back with one click (made through the payment service in use). */
  refundable: boolean;
  firstSeenAt: string;
}

/** How much of the provider's side the last run could compare, said plainly. */
export interface GatewayCoverage {
  provider: string;
  /** True when the provider's charges were listed and compared. */
  listed: boolean;
  /** Why the comparison is partial or was skipped; null when it was complete. */
  note: string | null;
}

/** GET /api/admin/reconciliation: the last run's findings. checkedAt is null until the check has run once. */
export interface ReconciliationReport {
  checkedAt: string | null;
  gateway: GatewayCoverage | null;
  findings: ReconciliationFindingView[];
}

/** POST /api/admin/reconciliation/:id/refund */
export interface OrphanChargeRefunded {
  refundId: string;
  amount: string;
  /** The report after the subject was checked again. */
  report: ReconciliationReport;
}

const SUBJECT_WORDS: Record<FindingSubjectType, string> = { order: "Order", quote: "Proposal" };

function subjectName(finding: Pick<ReconciliationFindingView, "subject">): string {
  return finding.subject ? `${SUBJECT_WORDS[finding.subject.type]} ${finding.subject.number}` : "A charge";
}

/** One plain sentence per finding, e.g. "Order CC-2024-012 is cancelled or unpaid, but $42.00 of its card charge is still held." */
export function describeFinding(finding: Pick<ReconciliationFindingView, "kind" | "aspect" | "subject" | "amount" | "expectedAmount" | "chargeId" | "description">): string {
  const amount = formatDecimalAmount(finding.amount);
  const expected = formatDecimalAmount(finding.expectedAmount);
  const name = subjectName(finding);
  switch (finding.kind) {
    case "orphan_charge":
      if (!finding.subject) {
        const what = finding.description ? ` ("${finding.description}")` : "";
        return `The payment provider holds a charge of ${amount}${what} that no order or proposal records (charge ${finding.chargeId ?? "unknown"}).`;
      }
      return finding.subject.type === "order"
        ? `${name} is cancelled or unpaid, but ${amount} of its card charge is still held.`
        : `${name} has no deposit recorded, but a deposit charge of ${amount} is still held.`;
    case "paid_without_charge":
      return finding.aspect === "deposit"
        ? `${name} records a deposit of ${amount} paid, but no deposit charge went through.`
        : `${name} is marked paid (${amount}), but no card charge went through.`;
    case "amount_mismatch":
      if (finding.aspect === "refunds") return `${name}: refunds of ${amount} were made through the provider, but ${expected} is recorded as refunded.`;
      if (finding.aspect === "gateway") return `${name}: the payment provider charged ${amount}, but the payment record says ${expected}.`;
      return finding.aspect === "deposit"
        ? `${name}: the deposit charge was ${amount}, but the proposal records ${expected} paid.`
        : `${name}: the card charge was ${amount}, but the order total is ${expected}.`;
  }
}

/** The heading of a finding's kind, for lists and the command line. */
export const FINDING_KIND_LABELS: Record<FindingKind, string> = {
  orphan_charge: "Charge without a paid order or proposal",
  paid_without_charge: "Paid without a charge",
  amount_mismatch: "Amounts that do not match",
};
