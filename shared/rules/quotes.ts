import { z } from "zod";
import { safeText } from "../validators/text";
import { recordId } from "../validators/ids";
import { emailField, instantField, personNameField, phoneField } from "../validators/fields";
import { EVENT_TYPE_VALUES } from "./event-types";
import type { BookingSettings } from "../settings/features";
import { perSettings, type BusinessSettings } from "../settings/business-settings";
import { bookingMessages, earliestEventDate } from "./booking";
import { orderLineSchema } from "../validators/orders";
import { MAX_PROPOSAL_LINES } from "./proposals";

export { bookingMessages, earliestEventDate } from "./booking";

/**
 * Catering quote rules. The wizard, the /quote form, the cart's quote dialog and the
 * server all validate with these schemas, so a rule can never differ between them. The minimum guests and lead
 * time are business settings (Feature Manager → Book Now): the schemas are built from the settings passed in.
 */
export const ITEMS_PER_PACKAGE = 5;
export const MIN_VENUE_LENGTH = 20;

/** The settings a quote's schemas read. */
type QuoteSettings = Pick<BusinessSettings, "booking">;

export const MENU_PACKAGES = ["full-service", "brunch", "custom"] as const;
export type MenuPackage = (typeof MENU_PACKAGES)[number];

/** Per-person rates in cents; the estimate is guests × rate, computed by the server. */
export const PACKAGE_RATE_CENTS: Record<MenuPackage, number> = { "full-service": 4000, brunch: 3000, custom: 0 };

export function estimateCents(guestCount: number, menuPackage: MenuPackage): number {
  return guestCount * PACKAGE_RATE_CENTS[menuPackage];
}

/** The messages that do not depend on the settings; `quoteMessages(booking)` adds those that do. */
export const QUOTE_MESSAGES = {
  menuSelectionTitle: "Menu Selection Required",
  menuSelection: "Please select exactly 5 menu items for your catering package",
  maxItemsTitle: "Maximum Items Selected",
  maxItems: "You can select a maximum of 5 menu items for catering orders",
  addressTitle: "Complete Address Required",
  address: "Please provide a complete address including street, city, state, and ZIP code.",
  wizardAddress: "Please enter a complete address with street, city, state, and ZIP",
  missingTitle: "Missing Information",
  missing: "Please fill in all required fields.",
  contact: "Please give your name, email and phone so we can send your quote.",
} as const;

/** Every quote message, with the minimum guests and lead time of `booking`. */
export function quoteMessages(booking: BookingSettings) {
  return { ...QUOTE_MESSAGES, ...bookingMessages(booking) };
}

/** A quote's event start: a date-time at least the minimum lead time ahead (checked when the value is). */
export function eventDateSchema(booking: BookingSettings) {
  return instantField({ required: QUOTE_MESSAGES.missing }).refine((v) => Date.parse(v) >= earliestEventDate(booking).getTime(), { error: bookingMessages(booking).leadTime });
}

/** Budgets are kept in integer cents. */
const MAX_BUDGET_DOLLARS = 10_000_000;

/** A guest count of at least the minimum of `booking`; `message` says so. */
export const guestCount = (booking: BookingSettings, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .max(100_000, "Please contact us for events over 100,000 guests")
    .refine((n) => n >= booking.minGuests, { error: message });

const optionalText = (max: number) =>
  safeText().trim().max(max).nullish().transform((v) => v || null);

/** A visitor's contact details (required when not signed in; the server decides which applies). */
export const quoteContactSchema = z.object({
  contactName: personNameField({ required: QUOTE_MESSAGES.contact }),
  contactEmail: emailField({ required: QUOTE_MESSAGES.contact }),
  contactPhone: phoneField({ required: QUOTE_MESSAGES.contact }),
});

/** Package quotes (full-service, brunch): the wizard and the 5-step /quote form. */
export const packageQuoteSchema = perSettings(({ booking }: QuoteSettings) =>
  z.object({
    eventType: z.enum(EVENT_TYPE_VALUES, { error: QUOTE_MESSAGES.missing }),
    eventDate: eventDateSchema(booking),
    guestCount: guestCount(booking, bookingMessages(booking).packageMinGuests),
    venue: safeText({ error: QUOTE_MESSAGES.address }).trim().min(MIN_VENUE_LENGTH, QUOTE_MESSAGES.address).max(300),
    menuPackage: z.enum(["full-service", "brunch"], { error: "Please choose a package" }),
    menuItemIds: z
      .array(recordId(QUOTE_MESSAGES.menuSelection), { error: QUOTE_MESSAGES.menuSelection })
      .length(ITEMS_PER_PACKAGE, QUOTE_MESSAGES.menuSelection)
      .refine((ids) => new Set(ids).size === ids.length, QUOTE_MESSAGES.menuSelection),
    notes: optionalText(2000),
  }),
);

/** Custom quotes (the short form): event type and date required; venue TBD and items optional. */
export const customQuoteSchema = perSettings(({ booking }: QuoteSettings) =>
  z.object({
    eventType: z.enum(EVENT_TYPE_VALUES, { error: QUOTE_MESSAGES.missing }),
    eventDate: eventDateSchema(booking),
    guestCount: guestCount(booking, bookingMessages(booking).customMinGuests),
    venue: safeText().trim().max(300).nullish().transform((v) => v || "TBD"),
    menuPackage: z.literal("custom").default("custom"),
    menuItemIds: z.array(recordId()).max(ITEMS_PER_PACKAGE, QUOTE_MESSAGES.maxItems).default([]),
    /** Budget in whole dollars, digits only. */
    budget: z
      .union([safeText().regex(/^\d*$/, "Budget accepts digits only"), z.number().int().min(0)])
      .nullish()
      .transform((v) => (v === null || v === undefined || v === "" ? 0 : Number(v)))
      .refine((dollars) => dollars <= MAX_BUDGET_DOLLARS, "Please enter a budget of $10,000,000 or less"),
    notes: optionalText(2000),
  }),
);

/** What the cart's quote requests and drafts say when their dishes cannot be priced (docs/product/quotes-and-proposals.md). */
export const QUOTE_DRAFT_MESSAGES = {
  items: "Please add dishes to your cart first.",
  tooManyItems: `A quote can hold up to ${MAX_PROPOSAL_LINES} dishes. Please remove some or contact us.`,
  dishGone: "A dish in your cart is no longer on the menu. Please remove it and try again.",
  dishUnpriced: (name: string) => `${name} has no online price. Please remove it from your cart; we can price it for you in a message.`,
  notDraft: "This request was already sent. Message us to change it.",
  heading: "Draft — not sent yet",
} as const;

/**
 * The cart's lines as a quote request or a draft sends them: dish, option and quantity (any price sent is ignored;
 * the server prices each line from the menu, server/services/quote-menu-lines.ts).
 */
export const quoteCartItemsSchema = z.array(orderLineSchema, { error: QUOTE_DRAFT_MESSAGES.items }).min(1, QUOTE_DRAFT_MESSAGES.items).max(MAX_PROPOSAL_LINES, QUOTE_DRAFT_MESSAGES.tooManyItems);

/**
 * The body of POST /api/quotes: either kind, plus contact details that a visitor must give. A custom request from the
 * cart's dialog carries the cart's lines (`items`), and is priced by them.
 */
export const createQuoteRequestSchema = perSettings((settings: QuoteSettings) =>
  z
    .discriminatedUnion("menuPackage", [
      packageQuoteSchema(settings).extend({ menuPackage: z.literal("full-service") }),
      packageQuoteSchema(settings).extend({ menuPackage: z.literal("brunch") }),
      customQuoteSchema(settings).extend({ menuPackage: z.literal("custom"), items: quoteCartItemsSchema.optional() }),
    ])
    .and(quoteContactSchema.partial()),
);
export type CreateQuoteRequest = z.input<ReturnType<typeof createQuoteRequestSchema>>;

/** "draft": a proposal a client started from their cart and has not submitted yet (only they see it). */
export const QUOTE_STATUSES = ["sent", "viewed", "accepted", "rejected", "cancelled", "draft"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Who may move a quote from one status to another. Clients accept or decline what they were sent. */
const CLIENT_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  sent: ["viewed", "accepted", "rejected"],
  viewed: ["accepted", "rejected"],
  accepted: [],
  rejected: [],
  // A client cancels an accepted event through the cancellation by policy (its refund), never by a status change.
  cancelled: [],
  // A draft becomes a request when the client submits it (its own endpoint, which checks it as a request).
  draft: [],
};
const ADMIN_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  sent: ["viewed", "accepted", "rejected"],
  viewed: ["sent", "accepted", "rejected"],
  accepted: ["rejected"],
  rejected: ["sent"],
  cancelled: [],
  draft: [],
};

export function canTransition(from: QuoteStatus, to: QuoteStatus, role: "admin" | "client"): boolean {
  return (role === "admin" ? ADMIN_TRANSITIONS : CLIENT_TRANSITIONS)[from].includes(to);
}

export const QUOTE_PAYMENT_MESSAGES = {
  /** Shown instead of Accept while a proposal has no price (a custom request the business has not priced). */
  pricing: "Our team is pricing this proposal",
  depositLocked: "The deposit on this proposal has been paid. Refund the deposit before declining the proposal or changing its price.",
} as const;

/**
 * Why this status change may not happen for money reasons, or null when it may. Beside canTransition: a
 * proposal without a price cannot be accepted, and one whose deposit is held cannot be declined until the
 * deposit is refunded (the client would lose money they paid for a date we no longer hold).
 */
export function statusChangeRefusal(quote: { totalCents: number; depositPaid: boolean }, to: QuoteStatus): string | null {
  if (to === "accepted" && quote.totalCents <= 0) return QUOTE_PAYMENT_MESSAGES.pricing;
  if (to === "rejected" && quote.depositPaid) return QUOTE_PAYMENT_MESSAGES.depositLocked;
  return null;
}

/**
 * The number a quote or an order is known by, from the sequence they share (shared/schema/document-numbers.ts):
 * CC-2024- and the number padded to 3 digits.
 */
export function documentNumber(sequenceNumber: number): string {
  return `CC-2024-${String(sequenceNumber).padStart(3, "0")}`;
}

/** The final guest count is due this many hours before the event (the quote terms; the guest list closes then). */
export const FINAL_GUEST_COUNT_HOURS = 72;

/** When the final guest count is due for an event at `eventDate`. */
export function finalGuestCountDeadline(eventDate: Date): Date {
  return new Date(eventDate.getTime() - FINAL_GUEST_COUNT_HOURS * 60 * 60 * 1000);
}

/** Quote terms, printed on every quote document. */
export const QUOTE_TERMS = [
  "A 50% deposit secures your date.",
  "The balance is due 7 days before the event.",
  `The final guest count is due ${FINAL_GUEST_COUNT_HOURS} hours before the event.`,
  "Cancellations made at least 30 days before the event receive a full refund.",
  "We need access to the venue 2 hours before the event for setup.",
  "Basic serving equipment is included.",
] as const;

/** The 50% deposit, in cents (rounded up, so deposit + balance is always the total). */
export function depositCents(totalCents: number): number {
  return Math.ceil(totalCents / 2);
}

/** The balance falls due 7 days before the event. */
export function balanceDueDate(eventDate: Date): Date {
  return new Date(eventDate.getTime() - 7 * 24 * 60 * 60 * 1000);
}
