/** Money is integer cents everywhere; these are the only conversions to and from text. */

/** The most an `integer` cents column holds ($21,474,836.47): every amount the API accepts stays below it. */
export const MAX_AMOUNT_CENTS = 2_147_483_647;

// Built on first use, not when the module loads: a browser's first Intl formatter loads its locale data, which took
// 66 ms on a phone-speed CPU (4× slower), inside the task that starts the app on every page. Kept once built.
const formatters = new Map<"cents" | "whole", Intl.NumberFormat>();

function usd(kind: "cents" | "whole"): Intl.NumberFormat {
  const known = formatters.get(kind);
  if (known) return known;
  const options: Intl.NumberFormatOptions = kind === "cents" ? {} : { maximumFractionDigits: 0, minimumFractionDigits: 0 };
  const formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", ...options });
  formatters.set(kind, formatter);
  return formatter;
}

/** 123456 → "$1,234.56" */
export function formatCents(cents: number): string {
  return usd("cents").format(cents / 100);
}

/** 123456 → "$1,235" (the proposals panel shows no decimals). */
export function formatCentsWhole(cents: number): string {
  return usd("whole").format(Math.round(cents / 100));
}

/** 123456 → "1234.56", the API's decimal-string form. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "1234.5" / "1234.56" / "$1,234" → cents; null when the text is not an amount. Never goes through floats. */
export function decimalToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const dollars = Number(match[1].replace(/,/g, ""));
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return dollars * 100 + Number(fraction);
}

/** The API's decimal string → "$1,234.56"; `fallback` (default "$0.00") when absent or not an amount. */
export function formatDecimalAmount(decimal: string | null | undefined, fallback = "$0.00"): string {
  const cents = decimal ? decimalToCents(decimal) : null;
  return cents === null ? fallback : formatCents(cents);
}
