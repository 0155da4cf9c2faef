import type { CompanyInfo } from "../settings/company-info";
import type { QuoteView } from "../validators/quotes";
import { businessDates } from "./dates";
import { eventTypeLabel } from "./event-types";
import { decimalToCents, formatCents, formatDecimalAmount } from "./money";
import { offlineMethodLabel, paymentSign, type ProposalPaymentKind } from "./proposal-payments";
import { QUOTE_TERMS } from "./quotes";
import { PERCENT_LINE_KINDS } from "./proposals";
import { basisPointsToPercent } from "./proposal-lines";

/**
 * The one document model of a proposal. The screen's details, the printed page, the plain-text copy (client) and the
 * PDF (server/documents) are all rendered from it, so every figure they show is the same
 * (docs/product/quotes-and-proposals.md, Quote documents).
 */

export interface DocumentField {
  label: string;
  value: string;
}

/**
 * A priced line, formatted. A percentage line (service charge, tax, a percent discount) names its rate in its
 * description ("Service charge 18%") and has no quantity or unit price; a per-person line's quantity is its guests
 * ("120 guests") and its unit price says "per person"; a discount's amount carries a minus sign.
 */
export interface DocumentLine {
  description: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
}

/** An entry of the payment history, formatted; a refund's amount carries a minus sign. */
export interface DocumentPayment {
  date: string;
  description: string;
  amount: string;
}

export interface ProposalDocument {
  /** "Catering Quote CC-2024-007". */
  title: string;
  company: CompanyInfo;
  number: string;
  status: string;
  /** When the quote was issued, as a long date in the business's time zone. */
  issued: string;
  event: DocumentField[];
  /** The priced lines of a proposal the business prepared; empty for a request. */
  lines: DocumentLine[];
  /** The selected dishes by name, for a quote without lines; empty when the menu is still to be agreed. */
  menuItems: string[];
  /**
   * For a proposal priced by lines: subtotal, service charge, discount and tax (each when the lines have one), then
   * the total and what it is per person; then deposit, paid to date (when anything was paid), balance with its due
   * date.
   */
  totals: DocumentField[];
  /** Every payment: deposit, balance, offline payments and refunds, oldest first. */
  payments: DocumentPayment[];
  /** What is left to pay, and when it is due. */
  balance: string;
  balanceDueDate: string;
  /** True when the balance is unpaid after its due date. */
  isOverdue: boolean;
  notes: string | null;
  terms: readonly string[];
}

/** Shown when the quote has neither lines nor menu items yet. */
export const MENU_TO_BE_AGREED = "To be agreed with our team.";

/** "full-service" → "Full-Service Package"; anything else is a custom menu. */
export function menuPackageLabel(menuPackage: string): string {
  return menuPackage === "full-service" ? "Full-Service Package" : menuPackage === "brunch" ? "Brunch Package" : "Custom Menu";
}

export const quoteStatusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

const amountCents = (decimal: string | null | undefined) => (decimal ? decimalToCents(decimal) : null) ?? 0;
/** An API amount that may be negative (a discount line's total: "-50.00"). */
const signedCents = (decimal: string) => (decimal.startsWith("-") ? -amountCents(decimal.slice(1)) : amountCents(decimal));

function paymentDescription(payment: { kind: ProposalPaymentKind; method: string | null; reference: string | null }): string {
  switch (payment.kind) {
    case "deposit":
      return "Deposit (card)";
    case "balance":
      return "Balance (card)";
    case "refund":
      return "Refund to card";
    case "offline":
      return `${offlineMethodLabel(payment.method ?? "")}${payment.reference ? `, ref. ${payment.reference}` : ""}`;
  }
}

/** The total's label: the screen shows that row in bold. */
export const TOTAL_LABEL = "Total";

type QuoteLine = NonNullable<QuoteView["lines"]>[number];

/** A line as the document writes it (see DocumentLine). */
function documentLine(line: QuoteLine): DocumentLine {
  const lineTotal = formatCents(signedCents(line.lineTotal));
  if (line.rateBasisPoints !== null) {
    return { description: `${line.description} ${basisPointsToPercent(line.rateBasisPoints)}%`, quantity: "", unitPrice: "", lineTotal };
  }
  if (line.perPerson) {
    return { description: line.description, quantity: `${line.quantity} guests`, unitPrice: `${formatDecimalAmount(line.unitPrice)} per person`, lineTotal };
  }
  return { description: line.description, quantity: String(line.quantity), unitPrice: formatDecimalAmount(line.unitPrice), lineTotal };
}

/**
 * Subtotal (the dishes and services), then the service charge, discounts (as a negative amount) and tax when the
 * lines have them: the sums of the lines' own totals, as the server priced them (shared/rules/proposals.ts).
 */
function breakdown(lines: readonly QuoteLine[]): DocumentField[] {
  const sum = (chosen: readonly QuoteLine[]) => chosen.reduce((total, l) => total + signedCents(l.lineTotal), 0);
  const ofKind = (kind: string) => lines.filter((l) => l.kind === kind);
  const has = (kind: string) => ofKind(kind).length > 0;
  const subtotal = sum(lines.filter((l) => !PERCENT_LINE_KINDS.includes(l.kind)));
  return [
    { label: "Subtotal", value: formatCents(subtotal) },
    ...(has("service-charge") ? [{ label: "Service charge", value: formatCents(sum(ofKind("service-charge"))) }] : []),
    ...(has("discount") ? [{ label: "Discount", value: formatCents(sum(ofKind("discount"))) }] : []),
    ...(has("tax") ? [{ label: "Tax", value: formatCents(sum(ofKind("tax"))) }] : []),
  ];
}

/**
 * The document of `quote` (with its lines and payments when the API sent them), with the business's details
 * (`company`, whose time zone every date is written in) and the names of its dishes (for a quote without lines).
 */
export function buildProposalDocument(quote: QuoteView, company: CompanyInfo, menuItemNames: readonly string[]): ProposalDocument {
  const dates = businessDates(company.timeZone);
  const longDate = (iso: string | null | undefined) => dates.formatLongDate(iso, "TBD");
  const event: DocumentField[] = [
    { label: "Event type", value: eventTypeLabel(quote.eventType) },
    { label: "Event date", value: longDate(quote.eventDate) },
    { label: "Guests", value: String(quote.guestCount) },
    { label: "Venue", value: quote.venue?.trim() || "TBD" },
    { label: "Package", value: menuPackageLabel(quote.menuPackage) },
  ];
  if (quote.contactName) {
    event.push({ label: "Contact", value: [quote.contactName, quote.contactEmail, quote.contactPhone].filter(Boolean).join(", ") });
  }
  const quoteLines = quote.lines ?? [];
  const lines = quoteLines.map(documentLine);
  const payments = (quote.payments ?? []).map((payment) => ({
    date: longDate(payment.at),
    description: paymentDescription(payment),
    amount: formatCents(paymentSign(payment.kind) * amountCents(payment.amount)),
  }));
  const balanceDueDate = longDate(quote.balanceDueDate);
  const balance = formatDecimalAmount(quote.balanceAmount);
  const totals: DocumentField[] = [
    ...(quoteLines.length ? breakdown(quoteLines) : []),
    { label: TOTAL_LABEL, value: formatDecimalAmount(quote.totalAmount) },
    ...(quoteLines.length && quote.guestCount > 0
      ? [{ label: `Per person (${quote.guestCount} guests)`, value: formatCents(Math.round(amountCents(quote.totalAmount) / quote.guestCount)) }]
      : []),
    {
      label: "Deposit (50%) to secure the date",
      value: quote.depositPaidAt ? `${formatDecimalAmount(quote.depositAmount)}, paid on ${longDate(quote.depositPaidAt)}` : formatDecimalAmount(quote.depositAmount),
    },
    ...(amountCents(quote.paidAmount) > 0 ? [{ label: "Paid to date", value: formatDecimalAmount(quote.paidAmount) }] : []),
    { label: `Balance due ${balanceDueDate}`, value: quote.balanceOverdue ? `${balance} (overdue)` : balance },
  ];
  return {
    title: `Catering Quote ${quote.number}`,
    company,
    number: quote.number,
    status: quoteStatusLabel(quote.status),
    issued: longDate(quote.createdAt),
    event,
    lines,
    menuItems: lines.length ? [] : [...menuItemNames],
    totals,
    payments,
    balance,
    balanceDueDate,
    isOverdue: quote.balanceOverdue === true,
    notes: quote.notes?.trim() || null,
    terms: QUOTE_TERMS,
  };
}
