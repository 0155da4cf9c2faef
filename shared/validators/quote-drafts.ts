import { z } from "zod";
import { safeText } from "./text";
import { instantField } from "./fields";
import { EVENT_TYPE_VALUES } from "../rules/event-types";
import { customQuoteSchema, QUOTE_MESSAGES, quoteCartItemsSchema } from "../rules/quotes";
import { perSettings, type BusinessSettings } from "../settings/business-settings";

/**
 * A client's draft proposal from their cart (docs/product/quotes-and-proposals.md, "From cart to proposal"): made
 * from the cart's lines, completed (date, venue, guests, notes) while only its client sees it, then submitted, when
 * it is checked as a custom request is (the booking rules of the settings in force).
 */

/** While a draft is being completed any whole guest count is kept; the minimum is checked when it is submitted. */
const draftGuestCount = z.coerce
  .number({ error: "Please enter the number of guests" })
  .int("Please enter the number of guests")
  .min(1, "Please enter the number of guests")
  .max(100_000, "Please contact us for events over 100,000 guests");

/** POST /api/quotes/drafts: the cart's lines (priced by the server from the menu) and the guest count. */
export const createQuoteDraftSchema = z.object({
  items: quoteCartItemsSchema,
  guestCount: draftGuestCount,
});
export type CreateQuoteDraft = z.output<typeof createQuoteDraftSchema>;
export type CreateQuoteDraftInput = z.input<typeof createQuoteDraftSchema>;

/** What a client changes on their draft (PATCH /api/quotes/:id/draft, and with POST /api/quotes/:id/submit). */
export const quoteDraftChangesSchema = z.object({
  eventType: z.enum(EVENT_TYPE_VALUES, { error: QUOTE_MESSAGES.missing }).optional(),
  eventDate: instantField().optional(),
  guestCount: draftGuestCount.optional(),
  venue: safeText().trim().max(300).nullish().transform((v) => (v === undefined ? undefined : v || "TBD")),
  notes: safeText().trim().max(2000).nullish().transform((v) => (v === undefined ? undefined : v || null)),
});
export type QuoteDraftChanges = z.output<typeof quoteDraftChangesSchema>;
export type QuoteDraftChangesInput = z.input<typeof quoteDraftChangesSchema>;

/** A draft as it is submitted: the custom request's rules (event type, lead time, minimum guests, venue, notes). */
export const quoteDraftSubmitSchema = perSettings((settings: Pick<BusinessSettings, "booking">) =>
  customQuoteSchema(settings).pick({ eventType: true, eventDate: true, guestCount: true, venue: true, notes: true }),
);
