/** Money is integer cents everywhere; these are the only conversions to and from text. */

/** The most an `integer` cents column holds ($21,474,836.47): every amount the API accepts stays below it. */
export const MAX_AMOUNT_CENTS = 2_147_483_647;

// Written out rather than through Intl.NumberFormat: a browser's first Intl formatter loads its locale data, one
// task that nothing can split (37 ms on this machine's CPU, about 150 ms at a phone's 4× slower one), and the menu
// formats its first price while the app takes the page over (README, Performance). en-US dollars have one form, and
// shared/rules/money.test.ts checks it against Intl's for every kind of amount.
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
// Intl writes a minus on −0 too ("-$0" for −$0.40 rounded): kept, so the texts stay as they were.
const sign = (amount: number) => (amount < 0 || Object.is(amount, -0) ? "-" : "");

/** 123456 → "$1,234.56" (as Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }) writes it) */
export function formatCents(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  return `${sign(whole)}$${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, "0")}`;
}

/** 123456 → "$1,235" (the proposals panel shows no decimals). */
export function formatCentsWhole(cents: number): string {
  const dollars = Math.round(cents / 100);
  return `${sign(dollars)}$${groupThousands(String(Math.abs(dollars)))}`;
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
