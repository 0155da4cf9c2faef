import { businessDates } from "@shared/rules/dates";
import { describe, expect, it } from "vitest";
import { quoteMessages } from "@shared/rules/quotes";
import { DEFAULT_BUSINESS_SETTINGS as settings } from "@shared/settings/business-settings";
import { eventDateInputs } from "./event-date-input";
import { buildQuoteRequest, emptyDraft, notesWithItems, validateStep, type QuoteDraft } from "./quote-wizard-rules";

// The default settings: New York, 50 guests, 24 hours ahead.
const { businessInstant } = businessDates(settings.timeZone);
const { toDateInputValue } = eventDateInputs(settings);
const QUOTE_MESSAGES = quoteMessages(settings.booking);

const inDays = (days: number) => toDateInputValue(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

const complete = (): QuoteDraft => ({
  ...emptyDraft(settings.booking),
  eventType: "wedding",
  guestCount: 120,
  eventDate: inDays(10),
  eventTime: "18:30",
  venue: "123 Main Street, Brooklyn, NY 11201",
  menuPackage: "brunch",
  menuItemIds: [1, 2, 3, 4, 5],
  notes: "  No nuts, please. ",
});

const member = { isVisitor: false, settings };
const visitor = { isVisitor: true, settings };

describe("validateStep", () => {
  it("step 1 needs an event type (Missing Information)", () => {
    expect(validateStep(1, { ...complete(), eventType: "" }, member)).toEqual([
      { field: "eventType", title: "Missing Information", message: QUOTE_MESSAGES.missing },
    ]);
    expect(validateStep(1, complete(), member)).toEqual([]);
  });

  it("step 2 needs a date and a time at least 24 hours ahead, and a 20-character venue", () => {
    expect(validateStep(2, { ...complete(), eventTime: "" }, member)[0]).toMatchObject({ field: "eventTime", title: "Missing Information" });
    expect(validateStep(2, { ...complete(), eventDate: toDateInputValue(new Date()), eventTime: "00:00" }, member)[0]).toEqual({
      field: "eventDate",
      title: "Choose Another Date",
      message: QUOTE_MESSAGES.leadTime,
    });
    expect(validateStep(2, { ...complete(), venue: "x".repeat(19) }, member)).toEqual([
      { field: "venue", title: QUOTE_MESSAGES.addressTitle, message: QUOTE_MESSAGES.wizardAddress },
    ]);
    expect(validateStep(2, { ...complete(), venue: "x".repeat(20) }, member)).toEqual([]);
  });

  it("step 3 needs a package and step 4 exactly five items", () => {
    expect(validateStep(3, { ...complete(), menuPackage: "" }, member)[0]).toMatchObject({ field: "menuPackage", title: "Package Required" });
    expect(validateStep(4, { ...complete(), menuItemIds: [1, 2, 3, 4] }, member)).toEqual([
      { field: "menuItemIds", title: QUOTE_MESSAGES.menuSelectionTitle, message: QUOTE_MESSAGES.menuSelection },
    ]);
  });

  it("step 5 asks a visitor (only) for name, email and phone", () => {
    expect(validateStep(5, complete(), member)).toEqual([]);
    expect(validateStep(5, complete(), visitor).map((i) => i.field)).toEqual(["contactName", "contactEmail", "contactPhone"]);
    expect(validateStep(5, { ...complete(), contactName: "Vera", contactEmail: "vera@example", contactPhone: "555-0101" }, visitor)).toEqual([
      { field: "contactEmail", title: "Contact Details Required", message: "Please enter a valid email address" },
    ]);
  });
});

describe("buildQuoteRequest", () => {
  it("builds the package quote: ISO date, item names before the notes, no owner, status or total", () => {
    const draft = complete();
    const built = buildQuoteRequest(draft, ["A", "B", "C", "D", "E"], member);
    expect(built).toEqual({
      ok: true,
      request: {
        eventType: "wedding",
        eventDate: businessInstant(draft.eventDate, "18:30")!.toISOString(),
        guestCount: 120,
        venue: "123 Main Street, Brooklyn, NY 11201",
        menuPackage: "brunch",
        menuItemIds: [1, 2, 3, 4, 5],
        notes: "Selected menu items: A, B, C, D, E\n\nNo nuts, please.",
      },
    });
  });

  it("adds a visitor's contact details", () => {
    const built = buildQuoteRequest({ ...complete(), contactName: " Vera ", contactEmail: "vera@example.com", contactPhone: "555-0101" }, ["A"], visitor);
    expect(built.ok && built.request).toMatchObject({ contactName: "Vera", contactEmail: "vera@example.com", contactPhone: "555-0101" });
  });

  it("refuses with every step's issues, first step first", () => {
    const built = buildQuoteRequest({ ...complete(), venue: "short", menuItemIds: [] }, [], member);
    expect(built.ok).toBe(false);
    expect(!built.ok && built.issues.map((i) => i.field)).toEqual(["venue", "menuItemIds"]);
  });
});

describe("notesWithItems", () => {
  it("puts the item names first and leaves out empty notes", () => {
    expect(notesWithItems(["Jerk Chicken", "Mac and Cheese"], "")).toBe("Selected menu items: Jerk Chicken, Mac and Cheese");
    expect(notesWithItems(["Jerk Chicken"], "Buffet style")).toBe("Selected menu items: Jerk Chicken\n\nBuffet style");
  });
});
