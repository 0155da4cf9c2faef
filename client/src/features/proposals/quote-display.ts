import { decimalToCents, formatCents, formatCentsWhole } from "@shared/rules/money";
import type { QuoteStatus } from "@shared/rules/quotes";

export const QUOTE_FILTERS = [
  { value: "all", label: "All" },
  { value: "sent", label: "Sent" },
  { value: "viewed", label: "Viewed" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
] as const satisfies readonly { value: "all" | QuoteStatus; label: string }[];

export type QuoteFilter = (typeof QUOTE_FILTERS)[number]["value"];

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** An ISO timestamp → "December 1, 2026"; "TBD" when absent or not a date. */
export function formatQuoteDate(iso: string | null | undefined): string {
  if (!iso) return "TBD";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "TBD" : longDate.format(date);
}

/** A decimal string → "$1,234.56"; "$0.00" when zero or not an amount. */
export function formatQuoteAmount(decimal: string | null | undefined): string {
  return formatCents((decimal ? decimalToCents(decimal) : null) ?? 0);
}

/** A decimal string → "$1,235" (stat cards show no decimals). */
export function formatQuoteWhole(decimal: string | null | undefined): string {
  return formatCentsWhole((decimal ? decimalToCents(decimal) : null) ?? 0);
}

export function quoteStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
