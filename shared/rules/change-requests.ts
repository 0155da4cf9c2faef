import { z } from "zod";
import { safeText } from "../validators/text";
import { recordId } from "../validators/ids";
import type { BusinessDates } from "./dates";
import { findPriceOption, parsePriceText } from "./pricing";
import {
  menuProposalLine,
  priceProposal,
  type PricedProposalLine,
  type ProposalLine,
} from "./proposals";
import {
  bookingMessages,
  estimateCents,
  eventDateSchema,
  finalGuestCountDeadline,
  FINAL_GUEST_COUNT_HOURS,
  guestCount,
  ITEMS_PER_PACKAGE,
  MENU_PACKAGES,
  PACKAGE_RATE_CENTS,
  QUOTE_MESSAGES,
  type MenuPackage,
} from "./quotes";
import {
  perSettings,
  type BusinessSettings,
} from "../settings/business-settings";

/**
 * A client's change request on a proposal (docs/decisions/015-proposal-versions.md): what they ask to change (guest
 * count, date, dishes, notes), whether it may be asked now (the 72-hour lock), and the proposal repriced with it. The
 * client's dialog (its live estimate) and the server (the estimate it stores, and again at approval) run these same
 * functions, so the figure the client sees is the figure the business approves.
 */

/** A custom proposal's dishes: as many as the business's own changes allow (PATCH /api/quotes/:id). */
export const MAX_CHANGE_REQUEST_DISHES = 20;
export const CHANGE_REQUEST_NOTES_MAX = 2000;
export const CHANGE_REQUEST_RESPONSE_MAX = 2000;

export const CHANGE_REQUEST_STATUSES = [
  "pending",
  "approved",
  "declined",
  "withdrawn",
] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** Added to a market-value dish's line: the business prices it (its line is $0.00 in the estimate until then). */
export const TO_BE_PRICED_SUFFIX = " (market price: to be priced by our team)";

export const CHANGE_REQUEST_MESSAGES = {
  nothing:
    "Please change at least one thing: the guest count, the date, the dishes or the notes.",
  draft: "This proposal is still a draft: change it and submit it instead.",
  rejected:
    "This proposal was declined, so changes can no longer be requested.",
  cancelled: "This event was cancelled, so changes can no longer be requested.",
  past: "This event has already taken place, so changes can no longer be requested.",
  /** After the final guest count deadline (the quote terms): the guest count and dishes stay as they are. */
  locked: (deadline: string) =>
    `The final guest count was due by ${deadline} (${FINAL_GUEST_COUNT_HOURS} hours before the event), so the guest count and dishes are now locked. You can still ask to change the date or notes, or message us.`,
  pending:
    "You already have a change request waiting for our reply. Withdraw it first to ask for something else.",
  notPending: "This change request has already been answered or withdrawn.",
  changedSince:
    "This proposal changed since the request was made: its estimate was worked out again from the current proposal.",
  belowPaid: (paid: string) =>
    `The new total would be less than the ${paid} already paid. Please refund first or adjust the request.`,
  responseRequired: "Please tell the client why the request is declined.",
  dishesPackage: QUOTE_MESSAGES.menuSelection,
  dishesMax: `Please choose at most ${MAX_CHANGE_REQUEST_DISHES} dishes.`,
  dishesDistinct: "Each dish can be chosen once.",
  dishGone: "A dish you chose is no longer on the menu. Please choose another.",
} as const;

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** The fields of a change request, each with the rule a new request has (booking settings of `settings`). */
export const changeRequestFields = perSettings(
  ({ booking }: Pick<BusinessSettings, "booking">) => ({
    guestCount: guestCount(booking, bookingMessages(booking).wizardMinGuests),
    eventDate: eventDateSchema(booking),
    menuItemIds: z
      .array(recordId(CHANGE_REQUEST_MESSAGES.dishGone))
      .max(MAX_CHANGE_REQUEST_DISHES, CHANGE_REQUEST_MESSAGES.dishesMax)
      .refine(
        (ids) => new Set(ids).size === ids.length,
        CHANGE_REQUEST_MESSAGES.dishesDistinct,
      ),
    notes: optionalText(CHANGE_REQUEST_NOTES_MAX),
  }),
);

/**
 * The body of POST …/change-requests: what to change, each left out (or null) where the current value stays. At least
 * one must be given; the server then drops what equals the current value (effectiveChange) and refuses an empty change.
 */
export const changeRequestSchema = perSettings(
  (settings: Pick<BusinessSettings, "booking">) => {
    const fields = changeRequestFields(settings);
    return z
      .object({
        guestCount: fields.guestCount.nullish().transform((v) => v ?? null),
        eventDate: fields.eventDate.nullish().transform((v) => v ?? null),
        menuItemIds: fields.menuItemIds.nullish().transform((v) => v ?? null),
        notes: fields.notes,
      })
      .strict()
      .refine(
        (c) =>
          c.guestCount !== null ||
          c.eventDate !== null ||
          c.menuItemIds !== null ||
          c.notes !== null,
        { message: CHANGE_REQUEST_MESSAGES.nothing },
      );
  },
);
export type ChangeRequestInput = z.input<
  ReturnType<typeof changeRequestSchema>
>;
export type ChangeRequestBody = z.output<
  ReturnType<typeof changeRequestSchema>
>;

/** An admin's answer: optional when approving, required when declining (the client is told why). */
export const changeRequestDecisionSchema = z
  .object({ response: optionalText(CHANGE_REQUEST_RESPONSE_MAX) })
  .strict();
export const changeRequestDeclineSchema = z
  .object({
    response: safeText()
      .trim()
      .min(1, CHANGE_REQUEST_MESSAGES.responseRequired)
      .max(CHANGE_REQUEST_RESPONSE_MAX),
  })
  .strict();

/** What a change asks for, once compared with the proposal: null where the value stays as it is. */
export interface RequestedChange {
  guestCount: number | null;
  eventDate: Date | null;
  menuItemIds: number[] | null;
  notes: string | null;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/** The change without what equals the proposal's current value: a request for 100 guests on a 100-guest proposal asks nothing. */
export function effectiveChange(
  quote: {
    guestCount: number;
    eventDate: Date;
    menuItemIds: readonly number[];
    notes: string | null;
  },
  body: {
    guestCount: number | null;
    eventDate: string | Date | null;
    menuItemIds: readonly number[] | null;
    notes: string | null;
  },
): RequestedChange {
  const date = body.eventDate === null ? null : new Date(body.eventDate);
  return {
    guestCount:
      body.guestCount !== null && body.guestCount !== quote.guestCount
        ? body.guestCount
        : null,
    eventDate:
      date !== null && date.getTime() !== quote.eventDate.getTime()
        ? date
        : null,
    menuItemIds:
      body.menuItemIds !== null && !sameIds(body.menuItemIds, quote.menuItemIds)
        ? [...body.menuItemIds]
        : null,
    notes:
      body.notes !== null && body.notes !== (quote.notes ?? "").trim()
        ? body.notes
        : null,
  };
}

export const isEmptyChange = (c: RequestedChange) =>
  c.guestCount === null &&
  c.eventDate === null &&
  c.menuItemIds === null &&
  c.notes === null;

/**
 * Why the guest count and dishes of an event at `eventDate` can no longer change at `now`, or null: the final guest
 * count is due FINAL_GUEST_COUNT_HOURS before the event (the quote terms), after which the kitchen orders and staffs
 * for it. `dates` writes the deadline in the business's time zone.
 */
export function guestsAndDishesLock(
  eventDate: Date,
  now: Date,
  dates: Pick<BusinessDates, "formatLongDateTime">,
): string | null {
  const deadline = finalGuestCountDeadline(eventDate);
  return now.getTime() >= deadline.getTime()
    ? CHANGE_REQUEST_MESSAGES.locked(
        dates.formatLongDateTime(deadline.toISOString()),
      )
    : null;
}

/**
 * Why this change may not be requested (or approved) now, or null. The one rule of the server (when a request is
 * made and again when it is approved) and the client's dialog: no change requests on a draft, a declined or
 * cancelled proposal or a past event; after the final guest count deadline, no change of guest count or dishes (nor
 * a move to a date whose own deadline has passed, with either).
 */
export function changeRequestRefusal(
  quote: { status: string; eventDate: Date },
  change: Pick<RequestedChange, "guestCount" | "eventDate" | "menuItemIds">,
  now: Date,
  dates: Pick<BusinessDates, "formatLongDateTime">,
): string | null {
  if (quote.status === "draft") return CHANGE_REQUEST_MESSAGES.draft;
  if (quote.status === "rejected") return CHANGE_REQUEST_MESSAGES.rejected;
  if (quote.status === "cancelled") return CHANGE_REQUEST_MESSAGES.cancelled;
  if (quote.eventDate.getTime() <= now.getTime())
    return CHANGE_REQUEST_MESSAGES.past;
  if (change.guestCount !== null || change.menuItemIds !== null) {
    const lock =
      guestsAndDishesLock(quote.eventDate, now, dates) ??
      (change.eventDate
        ? guestsAndDishesLock(change.eventDate, now, dates)
        : null);
    if (lock) return lock;
  }
  return null;
}

const isPackage = (menuPackage: string): boolean =>
  (MENU_PACKAGES as readonly string[]).includes(menuPackage) &&
  PACKAGE_RATE_CENTS[menuPackage as MenuPackage] > 0;

/** Why these dishes do not suit the proposal, or null: a package's price covers exactly 5; a custom proposal takes up to 20. */
export function changeDishesProblem(
  menuPackage: string,
  ids: readonly number[],
): string | null {
  if (isPackage(menuPackage) && ids.length !== ITEMS_PER_PACKAGE)
    return CHANGE_REQUEST_MESSAGES.dishesPackage;
  if (ids.length > MAX_CHANGE_REQUEST_DISHES)
    return CHANGE_REQUEST_MESSAGES.dishesMax;
  return null;
}

/** The proposal a change is priced against: its package, guests, total, dishes and lines (the current version). */
export interface ChangeBasis {
  menuPackage: string;
  guestCount: number;
  totalCents: number;
  menuItemIds: readonly number[];
  lines: readonly ProposalLine[];
}

export interface MenuDish {
  id: number;
  name: string;
  price: string;
}

export interface ChangeEstimate {
  /** The proposal's lines with the change (empty for a proposal priced by its package). */
  lines: PricedProposalLine[];
  totalCents: number;
  /** Market-value dishes added, on $0.00 lines until the business prices them. */
  toBePriced: string[];
}

export type RepriceResult =
  { ok: true; estimate: ChangeEstimate } | { ok: false; message: string };

/** True for a dish line the business has still to price (a market-value dish a change request added). */
export const isToBePricedLine = (
  line: Pick<ProposalLine, "kind" | "description" | "unitPriceCents">,
) =>
  line.kind === "menu" &&
  line.unitPriceCents === 0 &&
  line.description.endsWith(TO_BE_PRICED_SUFFIX);

/**
 * A dish added by a change request, as a line: the menu's own price for its first (or only) option — a per-person
 * price follows the guest count, any other is one of that option (one Half Pan), which the business adjusts when it
 * approves — or, for a market-value dish, a $0.00 line marked to be priced by the business.
 */
function addedDishLine(dish: MenuDish): {
  line: ProposalLine;
  toBePriced: boolean;
} {
  const parsed = parsePriceText(dish.price);
  const first =
    parsed?.kind === "fixed"
      ? findPriceOption(parsed, parsed.options[0].label)
      : null;
  const line = first ? menuProposalLine(dish, first.label, 1) : null;
  if (line) return { line, toBePriced: false };
  return {
    line: {
      kind: "menu",
      menuItemId: dish.id,
      description: `${dish.name}${TO_BE_PRICED_SUFFIX}`,
      quantity: 1,
      unitPriceCents: 0,
      rateBasisPoints: null,
      perPerson: false,
    },
    toBePriced: true,
  };
}

/**
 * The proposal repriced with a change (guest count and dishes; a date or notes change no price). A proposal priced by
 * lines keeps its lines: per-person lines follow the guest count, a removed dish's lines are dropped, an added dish
 * gets a line (addedDishLine) after the other dishes, and priceProposal prices them all (service charge, discounts
 * and tax included). A proposal without lines is priced by its package (guests × rate); a custom one without lines,
 * priced as one sum by the business, keeps that sum per guest.
 * `menu` holds the dishes that may be added (active ones); an added dish missing from it is refused.
 */
export function repriceChange(
  basis: ChangeBasis,
  change: Pick<RequestedChange, "guestCount" | "menuItemIds">,
  menu: ReadonlyMap<number, MenuDish>,
): RepriceResult {
  const guests = change.guestCount ?? basis.guestCount;
  if (basis.lines.length === 0) {
    const totalCents = isPackage(basis.menuPackage)
      ? estimateCents(guests, basis.menuPackage as MenuPackage)
      : basis.guestCount > 0
        ? Math.round((basis.totalCents * guests) / basis.guestCount)
        : basis.totalCents;
    return { ok: true, estimate: { lines: [], totalCents, toBePriced: [] } };
  }
  let lines: ProposalLine[] = [...basis.lines];
  const toBePriced: string[] = [];
  if (change.menuItemIds !== null) {
    const wanted = new Set(change.menuItemIds);
    lines = lines.filter(
      (line) => line.menuItemId === null || wanted.has(line.menuItemId),
    );
    const present = new Set([
      ...basis.menuItemIds,
      ...basis.lines.flatMap((l) =>
        l.menuItemId === null ? [] : [l.menuItemId],
      ),
    ]);
    const added: ProposalLine[] = [];
    for (const id of change.menuItemIds.filter((id) => !present.has(id))) {
      const dish = menu.get(id);
      if (!dish)
        return { ok: false, message: CHANGE_REQUEST_MESSAGES.dishGone };
      const { line, toBePriced: unpriced } = addedDishLine(dish);
      added.push(line);
      if (unpriced) toBePriced.push(dish.name);
    }
    const lastDish = lines.findLastIndex((line) => line.kind === "menu");
    lines.splice(lastDish + 1, 0, ...added);
  }
  const price = priceProposal(lines, guests);
  return {
    ok: true,
    estimate: { lines: price.lines, totalCents: price.totalCents, toBePriced },
  };
}
