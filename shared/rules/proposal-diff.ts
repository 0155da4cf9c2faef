import { businessDates } from "./dates";
import { formatDecimalAmount } from "./money";

/**
 * What changed between two versions of a proposal (docs/decisions/015-proposal-versions.md), as a readable list. The
 * client's proposal screen and anything else that tells the client about a new version use this one function, so
 * they say the same thing.
 */

/** A version as the API shows it (GET /api/quotes/:id/versions): money as decimal strings, dates as ISO instants. */
export interface DiffableVersion {
  version: number;
  eventDate: string;
  guestCount: number;
  venue: string;
  menuItemIds: readonly number[];
  totalAmount: string;
  notes: string | null;
  lines: readonly DiffableLine[];
}

export interface DiffableLine {
  kind: string;
  menuItemId: number | null;
  description: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export type ProposalChangeKind =
  | "event-date"
  | "guests"
  | "venue"
  | "dish-added"
  | "dish-removed"
  | "line-added"
  | "line-removed"
  | "line-changed"
  | "total"
  | "notes";

export interface ProposalChange {
  kind: ProposalChangeKind;
  /** The change in words: "Guests: 80 → 100" is written "Guests changed from 80 to 100". */
  text: string;
}

export interface DiffOptions {
  /** The business's time zone: an event date is written as the business's calendar shows it. */
  timeZone: string;
  /** A dish's name by its menu id (the versions' dishes); an unknown id is written as a dish no longer on the menu. */
  dishName: (id: number) => string | undefined;
}

/** Shown for a dish whose name is no longer known (taken off the menu and deleted). */
export const UNKNOWN_DISH = "A dish no longer on the menu";

const money = (decimal: string) => formatDecimalAmount(decimal);
const quoted = (text: string) => `“${text}”`;
const normalNotes = (notes: string | null) => notes?.trim() || null;

/** A line's figures: "4 × $150.00 = $600.00". */
const lineFigures = (line: DiffableLine) => `${line.quantity} × ${money(line.unitPrice)} = ${money(line.lineTotal)}`;

/**
 * Lines have no identity across versions: a line is the same line when its kind, dish and description are the same.
 * Several lines with the same key are paired in order; a line whose description changed reads as removed and added.
 */
const lineKey = (line: DiffableLine) => `${line.kind}\u0000${line.menuItemId ?? ""}\u0000${line.description}`;

function lineChanges(before: readonly DiffableLine[], after: readonly DiffableLine[]): ProposalChange[] {
  const waiting = new Map<string, DiffableLine[]>();
  for (const line of before) waiting.set(lineKey(line), [...(waiting.get(lineKey(line)) ?? []), line]);
  const changes: ProposalChange[] = [];
  const added: ProposalChange[] = [];
  for (const line of after) {
    const earlier = waiting.get(lineKey(line))?.shift();
    if (!earlier) {
      added.push({ kind: "line-added", text: `Line added: ${line.description}, ${lineFigures(line)}` });
      continue;
    }
    const parts = [
      ...(earlier.quantity !== line.quantity ? [`quantity from ${earlier.quantity} to ${line.quantity}`] : []),
      ...(earlier.unitPrice !== line.unitPrice ? [`unit price from ${money(earlier.unitPrice)} to ${money(line.unitPrice)}`] : []),
      ...(earlier.lineTotal !== line.lineTotal ? [`line total from ${money(earlier.lineTotal)} to ${money(line.lineTotal)}`] : []),
    ];
    if (parts.length) changes.push({ kind: "line-changed", text: `${line.description}: ${parts.join(", ")}` });
  }
  const removed = [...waiting.values()].flat().map((line): ProposalChange => ({ kind: "line-removed", text: `Line removed: ${line.description}, ${lineFigures(line)}` }));
  return [...changes, ...added, ...removed];
}

function dishChanges(before: readonly number[], after: readonly number[], dishName: DiffOptions["dishName"]): ProposalChange[] {
  const name = (id: number) => dishName(id) ?? UNKNOWN_DISH;
  const had = new Set(before);
  const has = new Set(after);
  return [
    ...[...has].filter((id) => !had.has(id)).map((id): ProposalChange => ({ kind: "dish-added", text: `Dish added: ${name(id)}` })),
    ...[...had].filter((id) => !has.has(id)).map((id): ProposalChange => ({ kind: "dish-removed", text: `Dish removed: ${name(id)}` })),
  ];
}

function notesChange(before: string | null, after: string | null): ProposalChange[] {
  const [was, is] = [normalNotes(before), normalNotes(after)];
  if (was === is) return [];
  if (was === null) return [{ kind: "notes", text: `Notes added: ${quoted(is!)}` }];
  if (is === null) return [{ kind: "notes", text: `Notes removed (they were ${quoted(was)})` }];
  return [{ kind: "notes", text: `Notes changed from ${quoted(was)} to ${quoted(is)}` }];
}

/**
 * Every change from version `from` to version `to`, in the order the proposal reads: the event (date, guests, venue),
 * the dishes, the priced lines, the total, then the notes. Empty when nothing the client sees differs.
 */
export function diffProposalVersions(from: DiffableVersion, to: DiffableVersion, { timeZone, dishName }: DiffOptions): ProposalChange[] {
  const dates = businessDates(timeZone);
  const changes: ProposalChange[] = [];
  if (Date.parse(from.eventDate) !== Date.parse(to.eventDate)) {
    changes.push({ kind: "event-date", text: `Event date changed from ${dates.formatEventStart(from.eventDate)} to ${dates.formatEventStart(to.eventDate)}` });
  }
  if (from.guestCount !== to.guestCount) changes.push({ kind: "guests", text: `Guests changed from ${from.guestCount} to ${to.guestCount}` });
  if (from.venue !== to.venue) changes.push({ kind: "venue", text: `Venue changed from ${from.venue} to ${to.venue}` });
  changes.push(...dishChanges(from.menuItemIds, to.menuItemIds, dishName));
  changes.push(...lineChanges(from.lines, to.lines));
  if (from.totalAmount !== to.totalAmount) changes.push({ kind: "total", text: `Total changed from ${money(from.totalAmount)} to ${money(to.totalAmount)}` });
  changes.push(...notesChange(from.notes, to.notes));
  return changes;
}
