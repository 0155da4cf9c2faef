import { formatCalendarDate } from "./dates";
import { formatClockTime } from "./dinner";
import { parsePriceText } from "./pricing";

/**
 * The kitchen's side of a day (docs/product/admin.md, "Production sheet and BEO"): what to cook, in which pan sizes
 * or for how many people, when to start, and the banquet event order's timeline. Pure: the server's sheet, its PDF,
 * the admin screen and the BEO all read these.
 */

/** Where a line's quantity is counted on the sheet: by pan size, per person, or under its own option ("Small", "Each"). */
export type ProductionUnit = { kind: "halfPans" } | { kind: "fullPans" } | { kind: "perPerson" } | { kind: "other"; label: string };

/** What a line without an option and without a per-person price counts as. */
export const SINGLE_UNIT_LABEL = "Each";

/**
 * The unit of a line: its option ("Half Pan", "Full Pan", any case) names the pan size; otherwise a dish priced per
 * person (its menu price text, "$30 per person") counts people; anything else counts under its option or "Each".
 */
export function productionUnit(option: string | null, priceText: string | null): ProductionUnit {
  const label = option?.trim().toLowerCase() ?? "";
  if (label === "half pan") return { kind: "halfPans" };
  if (label === "full pan") return { kind: "fullPans" };
  const price = priceText ? parsePriceText(priceText) : null;
  if (price?.kind === "fixed") {
    const chosen = price.options.length === 1 ? price.options[0] : price.options.find((o) => o.label?.toLowerCase() === label);
    if (chosen?.unit === "per person") return { kind: "perPerson" };
  }
  return { kind: "other", label: option?.trim() || SINGLE_UNIT_LABEL };
}

/**
 * The option an event's dish line names at the end of its description, "Jollof Rice (Full Pan)" → "Full Pan", when
 * the dish sells that option; null otherwise (the line then counts by the dish's price alone).
 */
export function optionOfDescription(description: string, priceText: string | null): string | null {
  const match = /\(([^()]+)\)\s*$/.exec(description);
  if (!match || !priceText) return null;
  const price = parsePriceText(priceText);
  if (price?.kind !== "fixed") return null;
  const wanted = match[1].trim().toLowerCase();
  return price.options.find((o) => o.label?.toLowerCase() === wanted)?.label ?? null;
}

/** A sheet row's counts. */
export interface ProductionCounts {
  halfPans: number;
  fullPans: number;
  perPerson: number;
  other: { label: string; quantity: number }[];
  /** Every unit of the row (pans, people and the other options), as the lines it sums. */
  total: number;
}

export const emptyCounts = (): ProductionCounts => ({
  halfPans: 0,
  fullPans: 0,
  perPerson: 0,
  other: [],
  total: 0,
});

/** Adds `quantity` of `unit` to `counts` (in place). */
export function addToCounts(counts: ProductionCounts, unit: ProductionUnit, quantity: number): ProductionCounts {
  if (unit.kind === "other") {
    const found = counts.other.find((o) => o.label.toLowerCase() === unit.label.toLowerCase());
    if (found) found.quantity += quantity;
    else counts.other.push({ label: unit.label, quantity });
  } else counts[unit.kind] += quantity;
  counts.total += quantity;
  return counts;
}

/** The sheet's totals: each row's counts summed, unit by unit. */
export function sumCounts(rows: readonly ProductionCounts[]): ProductionCounts {
  const totals = emptyCounts();
  for (const row of rows) {
    totals.halfPans += row.halfPans;
    totals.fullPans += row.fullPans;
    totals.perPerson += row.perPerson;
    for (const other of row.other) {
      const found = totals.other.find((o) => o.label.toLowerCase() === other.label.toLowerCase());
      if (found) found.quantity += other.quantity;
      else totals.other.push({ ...other });
    }
    totals.total += row.total;
  }
  return totals;
}

/**
 * When a dish's prep starts: the earliest time any of its orders or events must be ready (a pickup time, an event's
 * start) less the dish's prep time. Null when none of them has a time (a delivery order carries a date only).
 */
export function prepStartOf(readyBy: Date | null, prepMinutes: number): Date | null {
  return readyBy === null ? null : new Date(readyBy.getTime() - prepMinutes * 60_000);
}

/** The BEO's timeline around an event's start: access for setup this long before, breakdown this long after. */
export const BEO_SETUP_HOURS_BEFORE = 2;
export const BEO_BREAKDOWN_HOURS_AFTER = 3;

export interface EventTimeline {
  setup: Date;
  service: Date;
  breakdown: Date;
}

/** Setup access 2 hours before the start, service at the start, breakdown 3 hours after it. */
export function eventTimeline(start: Date): EventTimeline {
  const hour = 3_600_000;
  return {
    setup: new Date(start.getTime() - BEO_SETUP_HOURS_BEFORE * hour),
    service: start,
    breakdown: new Date(start.getTime() + BEO_BREAKDOWN_HOURS_AFTER * hour),
  };
}

/** A sheet's time: "9:30 AM", "March 9, 2027 9:30 PM" when on another day than the sheet's, or "No time set". */
export function formatSheetTime(moment: { date: string; time: string } | null, sheetDate: string): string {
  if (!moment) return "No time set";
  const time = formatClockTime(moment.time);
  return moment.date === sheetDate ? time : `${formatCalendarDate(moment.date)} ${time}`;
}
