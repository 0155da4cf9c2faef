/** Dates are shown in long US format (spec §9): "November 22, 2026". One formatter for every screen. */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** An ISO timestamp in the viewer's time zone; `fallback` when absent or not a date. */
export function formatLongDate(iso: string | null | undefined, fallback = "TBD"): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : longDate.format(date);
}

/**
 * A calendar date "YYYY-MM-DD", built as a local date: `new Date("2026-11-22")` is UTC midnight, which reads
 * as the day before anywhere west of Greenwich. Other text is shown as it is.
 */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number);
  return longDate.format(new Date(year, month - 1, day));
}
