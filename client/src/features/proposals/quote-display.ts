import { formatLongDate } from "@shared/rules/dates";
import { decimalToCents, formatCentsWhole, formatDecimalAmount } from "@shared/rules/money";
import type { QuoteStatus } from "@shared/rules/quotes";

export const QUOTE_FILTERS = [
  { value: "all", label: "All" },
  { value: "sent", label: "Sent" },
  { value: "viewed", label: "Viewed" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
] as const satisfies readonly { value: "all" | QuoteStatus; label: string }[];

export type QuoteFilter = (typeof QUOTE_FILTERS)[number]["value"];

/** An ISO timestamp → "December 1, 2026"; "TBD" when absent or not a date (spec). */
export const formatQuoteDate = (iso: string | null | undefined) => formatLongDate(iso, "TBD");

/** A decimal string → "$1,234.56"; "$0.00" when absent or not an amount (spec). */
export const formatQuoteAmount = (decimal: string | null | undefined) => formatDecimalAmount(decimal);

/** A decimal string → "$1,235" (stat cards show no decimals). */
export function formatQuoteWhole(decimal: string | null | undefined): string {
  return formatCentsWhole((decimal ? decimalToCents(decimal) : null) ?? 0);
}

export function quoteStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
