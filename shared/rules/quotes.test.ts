import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "../settings/business-settings";
import { canTransition, createQuoteRequestSchema as requestSchema, customQuoteSchema as customSchema, estimateCents, packageQuoteSchema as packageSchema, quoteMessages, documentNumber } from "./quotes";

// The rules of the default settings: 50 guests, 24 hours ahead.
const packageQuoteSchema = packageSchema(DEFAULT_BUSINESS_SETTINGS);
const customQuoteSchema = customSchema(DEFAULT_BUSINESS_SETTINGS);
const createQuoteRequestSchema = requestSchema(DEFAULT_BUSINESS_SETTINGS);
const QUOTE_MESSAGES = quoteMessages(DEFAULT_BUSINESS_SETTINGS.booking);

const hoursFromNow = (h: number) => new Date(Date.now() + h * 60 * 60 * 1000).toISOString();
const packageQuote = {
  eventType: "wedding",
  eventDate: hoursFromNow(48),
  guestCount: 50,
  venue: "123 Main Street, Brooklyn, NY 11201",
  menuPackage: "full-service",
  menuItemIds: [1, 2, 3, 4, 5],
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("quote rules", () => {
  it.each([
    [49, false],
    [50, true],
  ])("guest count %i for a package quote passes: %s", (guestCount, ok) => {
    const result = packageQuoteSchema.safeParse({ ...packageQuote, guestCount });
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(QUOTE_MESSAGES.packageMinGuests);
  });

  it.each([
    [4, false],
    [5, true],
    [6, false],
  ])("%i menu items pass: %s", (count, ok) => {
    const result = packageQuoteSchema.safeParse({ ...packageQuote, menuItemIds: [1, 2, 3, 4, 5, 6].slice(0, count) });
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(QUOTE_MESSAGES.menuSelection);
  });

  it("refuses the same item twice", () => {
    expect(packageQuoteSchema.safeParse({ ...packageQuote, menuItemIds: [1, 1, 2, 3, 4] }).success).toBe(false);
  });

  it.each([
    ["x".repeat(19), false],
    ["x".repeat(20), true],
  ])("a venue of %s characters passes: %s", (venue, ok) => {
    const result = packageQuoteSchema.safeParse({ ...packageQuote, venue });
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(QUOTE_MESSAGES.address);
  });

  it.each([
    [23, false],
    [25, true],
  ])("an event %i hours ahead passes: %s", (hours, ok) => {
    const result = packageQuoteSchema.safeParse({ ...packageQuote, eventDate: hoursFromNow(hours) });
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(QUOTE_MESSAGES.leadTime);
  });

  it("custom quotes need 50 guests, event type and date; venue defaults to TBD, budget to 0", () => {
    const parsed = customQuoteSchema.parse({ eventType: "corporate", eventDate: hoursFromNow(48), guestCount: "60", budget: "" });
    expect(parsed).toMatchObject({ venue: "TBD", menuPackage: "custom", budget: 0, menuItemIds: [], notes: null, guestCount: 60 });
    expect(firstMessage(customQuoteSchema.safeParse({ eventType: "corporate", eventDate: hoursFromNow(48), guestCount: 49 }))).toBe(
      QUOTE_MESSAGES.customMinGuests,
    );
    expect(firstMessage(customQuoteSchema.safeParse({ eventDate: hoursFromNow(48), guestCount: 60 }))).toBe(QUOTE_MESSAGES.missing);
    expect(customQuoteSchema.safeParse({ eventType: "corporate", eventDate: hoursFromNow(48), guestCount: 60, budget: "12a" }).success).toBe(false);
  });

  it("the request schema picks the rules by package", () => {
    expect(createQuoteRequestSchema.safeParse(packageQuote).success).toBe(true);
    expect(createQuoteRequestSchema.safeParse({ ...packageQuote, menuPackage: "custom", menuItemIds: [], venue: "" }).success).toBe(true);
    expect(createQuoteRequestSchema.safeParse({ ...packageQuote, menuPackage: "brunch", menuItemIds: [1] }).success).toBe(false);
  });

  it("estimates guests × rate in cents", () => {
    expect(estimateCents(50, "full-service")).toBe(200_000);
    expect(estimateCents(120, "brunch")).toBe(360_000);
    expect(estimateCents(80, "custom")).toBe(0);
  });

  it("lets clients accept or decline only what they were sent, and admins move more", () => {
    expect(canTransition("sent", "accepted", "client")).toBe(true);
    expect(canTransition("viewed", "rejected", "client")).toBe(true);
    expect(canTransition("accepted", "rejected", "client")).toBe(false);
    expect(canTransition("rejected", "accepted", "client")).toBe(false);
    expect(canTransition("accepted", "rejected", "admin")).toBe(true);
    expect(canTransition("accepted", "sent", "admin")).toBe(false);
  });

  it("numbers quotes CC-2024-NNN", () => {
    expect(documentNumber(7)).toBe("CC-2024-007");
    expect(documentNumber(1234)).toBe("CC-2024-1234");
  });
});
