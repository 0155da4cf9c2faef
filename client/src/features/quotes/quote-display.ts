import type { QuoteView } from "@shared/validators/quotes";
import type { BusinessDates } from "@shared/rules/dates";
import { decimalToCents, formatCentsWhole, formatDecimalAmount } from "@shared/rules/money";
import type { QuoteStatus } from "@shared/rules/quotes";
import { paths } from "@/lib/paths";

export const QUOTE_FILTERS = [
  { value: "all", label: "All" },
  { value: "sent", label: "Sent" },
  { value: "viewed", label: "Viewed" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
  { value: "cancelled", label: "Cancelled" },
] as const satisfies readonly { value: "all" | QuoteStatus; label: string }[];

export type QuoteFilter = (typeof QUOTE_FILTERS)[number]["value"];

/** An ISO timestamp → "December 1, 2026" in the business's time zone (`dates`); "TBD" when absent or not a date. */
export const formatQuoteDate = (iso: string | null | undefined, dates: BusinessDates) => dates.formatLongDate(iso, "TBD");

/** A decimal string → "$1,234.56"; "$0.00" when absent or not an amount. */
export const formatQuoteAmount = (decimal: string | null | undefined) => formatDecimalAmount(decimal);

/** A decimal string → "$1,235" (stat cards show no decimals). */
export function formatQuoteWhole(decimal: string | null | undefined): string {
  return formatCentsWhole((decimal ? decimalToCents(decimal) : null) ?? 0);
}

/** The labels the proposal's document uses, so the screen and the document name a status and a package alike. */
export { menuPackageLabel, quoteStatusLabel } from "@shared/rules/proposal-document";

/** The message thread of a quote: the messages page opens the thread named by `?quote=`. */
export const quoteThreadHref = (quoteId: number) => `${paths.messages}?quote=${quoteId}`;

/** Whose proposal it is, as an admin reads it: the client's account, or a visitor's contact name. */
export function clientLabel(quote: Pick<QuoteView, "client" | "contactName" | "contactEmail">): string {
  if (quote.client) return `${quote.client.fullName || quote.client.username} (${quote.client.email})`;
  if (quote.contactName) return quote.contactEmail ? `${quote.contactName} (${quote.contactEmail})` : quote.contactName;
  return "Unknown";
}
