import type { z } from "zod";
import type { EventType } from "@shared/rules/event-types";
import { ITEMS_PER_PACKAGE, packageQuoteSchema, QUOTE_MESSAGES, quoteContactSchema, quoteMessages, type CreateQuoteRequest } from "@shared/rules/quotes";
import { perSettings, type BusinessSettings } from "@shared/settings/business-settings";
import type { BookingSettings } from "@shared/settings/features";
import { eventDateInputs } from "./event-date-input";

/**
 * The 5-step package quote (the catering order wizard and the /quote page share it): what each step asks, how
 * a step is checked before moving on (with the shared schema's pieces, built from the business settings) and the
 * request it finally sends.
 */
export const QUOTE_STEPS = ["Event Type", "Date & Time", "Package", "Menu Items", "Checkout"] as const;
export const STEP_COUNT = QUOTE_STEPS.length;
export type StepNumber = 1 | 2 | 3 | 4 | 5;

export type PackageChoice = "full-service" | "brunch";

export interface QuoteDraft {
  eventType: EventType | "";
  /** Never below the minimum: typing less is ignored and leaving the field resets it. */
  guestCount: number;
  /** Local "YYYY-MM-DD" and "HH:mm", as the inputs give them. */
  eventDate: string;
  eventTime: string;
  venue: string;
  menuPackage: PackageChoice | "";
  menuItemIds: number[];
  notes: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export type DraftField = keyof QuoteDraft;

/** A new draft: the guest count starts at the minimum of `booking`. */
export function emptyDraft(booking: BookingSettings, { eventType, menuPackage }: { eventType?: EventType; menuPackage?: PackageChoice } = {}): QuoteDraft {
  return {
    eventType: eventType ?? "",
    guestCount: booking.minGuests,
    eventDate: "",
    eventTime: "",
    venue: "",
    menuPackage: menuPackage ?? "",
    menuItemIds: [],
    notes: "",
    contactName: "",
    contactEmail: "",
    contactPhone: "",
  };
}

/**
 * What a field left empty says beside it and in the form's error summary: what is missing, and so what to do. The
 * toast keeps the approved words for the form as a whole ("Missing Information" / "Please fill in all required
 * fields.", or the visitor's "Please give your name, email and phone so we can send your quote.").
 */
export const QUOTE_FIELD_MESSAGES = {
  eventType: "Select the type of event",
  eventDate: "Enter the date of your event",
  eventTime: "Enter the start time of your event",
  contactName: "Enter your name",
  contactEmail: "Enter your email address",
  contactPhone: "Enter your phone number",
} as const satisfies Partial<Record<DraftField, string>>;

/** A refusal: the field it concerns and the toast (title and approved text) that says so. */
export interface StepIssue {
  field: DraftField;
  title: string;
  message: string;
}

/** What the field itself says for a refusal: the approved toast text where it names the field, else what to enter. */
export function fieldMessage(issue: StepIssue): string {
  const specific = (QUOTE_FIELD_MESSAGES as Partial<Record<DraftField, string>>)[issue.field];
  return specific && (issue.message === QUOTE_MESSAGES.missing || issue.message === QUOTE_MESSAGES.contact) ? specific : issue.message;
}

/** Which step asks for a field, so a refusal at submit can lead back to it. */
export const FIELD_STEP: Record<DraftField, StepNumber> = {
  eventType: 1,
  guestCount: 1,
  eventDate: 2,
  eventTime: 2,
  venue: 2,
  menuPackage: 3,
  menuItemIds: 4,
  notes: 5,
  contactName: 5,
  contactEmail: 5,
  contactPhone: 5,
};

function issueFor(field: DraftField, message: string, booking: BookingSettings): StepIssue {
  switch (field) {
    case "eventType":
      return { field, title: QUOTE_MESSAGES.missingTitle, message: QUOTE_MESSAGES.missing };
    case "guestCount":
      return { field, title: "Minimum Guest Count", message: quoteMessages(booking).wizardMinGuests };
    case "eventDate":
    case "eventTime":
      return message === QUOTE_MESSAGES.missing
        ? { field, title: QUOTE_MESSAGES.missingTitle, message }
        : { field, title: "Choose Another Date", message };
    case "venue":
      return { field, title: QUOTE_MESSAGES.addressTitle, message: QUOTE_MESSAGES.wizardAddress };
    case "menuPackage":
      return { field, title: "Package Required", message };
    case "menuItemIds":
      return { field, title: QUOTE_MESSAGES.menuSelectionTitle, message: QUOTE_MESSAGES.menuSelection };
    default:
      return { field, title: "Contact Details Required", message };
  }
}

/** The schema's issues as step issues, in the order the fields appear on screen. */
function issuesOf(result: z.ZodSafeParseResult<unknown>, order: readonly DraftField[], booking: BookingSettings): StepIssue[] {
  if (result.success) return [];
  const seen = new Map<DraftField, StepIssue>();
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DraftField;
    if (!seen.has(field)) seen.set(field, issueFor(field, issue.message, booking));
  }
  return order.filter((f) => seen.has(f)).map((f) => seen.get(f)!);
}

/** Each step's piece of the package schema, built once per settings. */
const stepSchemas = perSettings((settings: BusinessSettings) => {
  const schema = packageQuoteSchema(settings);
  return {
    one: schema.pick({ eventType: true, guestCount: true }),
    two: schema.pick({ eventDate: true, venue: true }),
    three: schema.pick({ menuPackage: true }),
    four: schema.pick({ menuItemIds: true }),
  };
});

/** Who is asking, and the business settings the rules are checked with. */
export interface QuoteRuleContext {
  isVisitor: boolean;
  settings: BusinessSettings;
}

/** The refusals for one step (empty when it may move on). The date's lead-time rule is read at `Date.now()`. */
export function validateStep(step: StepNumber, draft: QuoteDraft, { isVisitor, settings }: QuoteRuleContext): StepIssue[] {
  const steps = stepSchemas(settings);
  const { booking } = settings;
  switch (step) {
    case 1:
      return issuesOf(steps.one.safeParse({ eventType: draft.eventType || undefined, guestCount: draft.guestCount }), ["eventType", "guestCount"], booking);
    case 2: {
      // Each empty input says so itself (the date, the time or both).
      const dateIssues: StepIssue[] = (["eventDate", "eventTime"] as const).filter((field) => !draft[field]).map((field) => issueFor(field, QUOTE_MESSAGES.missing, booking));
      const eventDate = eventDateInputs(settings).eventStartIso(draft.eventDate, draft.eventTime) || "invalid";
      const issues = issuesOf(steps.two.safeParse({ eventDate, venue: draft.venue }), ["eventDate", "venue"], booking);
      return dateIssues.length ? [...dateIssues, ...issues.filter((i) => i.field !== "eventDate")] : issues;
    }
    case 3:
      return issuesOf(steps.three.safeParse({ menuPackage: draft.menuPackage || undefined }), ["menuPackage"], booking);
    case 4:
      return issuesOf(steps.four.safeParse({ menuItemIds: draft.menuItemIds }), ["menuItemIds"], booking);
    case 5:
      return isVisitor
        ? issuesOf(quoteContactSchema.safeParse(draft), ["contactName", "contactEmail", "contactPhone"], booking)
        : [];
  }
}

/** The notes sent carry the chosen items' names first, then whatever the customer wrote. */
export function notesWithItems(itemNames: readonly string[], notes: string): string {
  const prefix = `Selected menu items: ${itemNames.join(", ")}`;
  const own = notes.trim();
  return own ? `${prefix}\n\n${own}` : prefix;
}

export type BuiltRequest = { ok: true; request: CreateQuoteRequest } | { ok: false; issues: StepIssue[] };

/**
 * Checks every step again (time has passed since step 2) and builds POST /api/quotes' body: the shared schema's
 * output, plus the contact details for a visitor. No status, owner or total: the server sets those.
 */
export function buildQuoteRequest(draft: QuoteDraft, itemNames: readonly string[], context: QuoteRuleContext): BuiltRequest {
  const { isVisitor, settings } = context;
  const issues = ([1, 2, 3, 4, 5] as const).flatMap((step) => validateStep(step, draft, context));
  if (issues.length) return { ok: false, issues };
  const quote = packageQuoteSchema(settings).safeParse({
    eventType: draft.eventType,
    eventDate: eventDateInputs(settings).eventStartIso(draft.eventDate, draft.eventTime),
    guestCount: draft.guestCount,
    venue: draft.venue,
    menuPackage: draft.menuPackage,
    menuItemIds: draft.menuItemIds,
    notes: notesWithItems(itemNames, draft.notes),
  });
  if (!quote.success) return { ok: false, issues: issuesOf(quote, Object.keys(FIELD_STEP) as DraftField[], settings.booking) };
  if (!isVisitor) return { ok: true, request: quote.data };
  const contact = quoteContactSchema.parse(draft);
  return { ok: true, request: { ...quote.data, ...contact } };
}

/** How many more items the package needs (never negative). */
export const itemsStillNeeded = (selected: number) => Math.max(0, ITEMS_PER_PACKAGE - selected);
