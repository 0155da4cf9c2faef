import { describe, expect, it } from "vitest";
import { diffProposalVersions, UNKNOWN_DISH, type DiffableVersion } from "./proposal-diff";

const dishes = new Map([
  [1, "Jollof Rice"],
  [2, "Jerk Chicken"],
  [3, "Fried Plantains"],
]);
const options = { timeZone: "America/New_York", dishName: (id: number) => dishes.get(id) };

const v1: DiffableVersion = {
  version: 1,
  // 6:30 PM in New York (EST, UTC−5).
  eventDate: "2026-12-05T23:30:00.000Z",
  guestCount: 80,
  venue: "The Grand Hall, Brooklyn",
  menuItemIds: [1, 2],
  totalAmount: "2435.25",
  notes: "Gluten-free options for 10 guests",
  lines: [
    { kind: "menu", menuItemId: 1, description: "Jollof Rice (Full Pan)", quantity: 4, unitPrice: "90.00", lineTotal: "360.00" },
    { kind: "staffing", menuItemId: null, description: "Servers, 6 hours", quantity: 4, unitPrice: "500.00", lineTotal: "2000.00" },
    { kind: "delivery", menuItemId: null, description: "Delivery and setup", quantity: 1, unitPrice: "75.25", lineTotal: "75.25" },
  ],
};

describe("diffProposalVersions", () => {
  it("finds nothing between a version and itself", () => {
    expect(diffProposalVersions(v1, { ...v1, version: 2 }, options)).toEqual([]);
  });

  it("lists every change in the order the proposal reads, with dates in the business's time zone", () => {
    const v2: DiffableVersion = {
      version: 2,
      // 11:30 PM in New York on December 12: already December 13 in UTC.
      eventDate: "2026-12-13T04:30:00.000Z",
      guestCount: 100,
      venue: "The Loft, Queens",
      menuItemIds: [1, 3],
      totalAmount: "3050.00",
      notes: "Gluten-free options for 12 guests",
      lines: [
        { kind: "menu", menuItemId: 1, description: "Jollof Rice (Full Pan)", quantity: 5, unitPrice: "90.00", lineTotal: "450.00" },
        { kind: "staffing", menuItemId: null, description: "Servers, 6 hours", quantity: 4, unitPrice: "550.00", lineTotal: "2200.00" },
        { kind: "rental", menuItemId: null, description: "Chafing dishes", quantity: 8, unitPrice: "50.00", lineTotal: "400.00" },
      ],
    };
    expect(diffProposalVersions(v1, v2, options)).toEqual([
      { kind: "event-date", text: "Event date changed from December 5, 2026 at 6:30 PM to December 12, 2026 at 11:30 PM" },
      { kind: "guests", text: "Guests changed from 80 to 100" },
      { kind: "venue", text: "Venue changed from The Grand Hall, Brooklyn to The Loft, Queens" },
      { kind: "dish-added", text: "Dish added: Fried Plantains" },
      { kind: "dish-removed", text: "Dish removed: Jerk Chicken" },
      { kind: "line-changed", text: "Jollof Rice (Full Pan): quantity from 4 to 5, line total from $360.00 to $450.00" },
      { kind: "line-changed", text: "Servers, 6 hours: unit price from $500.00 to $550.00, line total from $2,000.00 to $2,200.00" },
      { kind: "line-added", text: "Line added: Chafing dishes, 8 × $50.00 = $400.00" },
      { kind: "line-removed", text: "Line removed: Delivery and setup, 1 × $75.25 = $75.25" },
      { kind: "total", text: "Total changed from $2,435.25 to $3,050.00" },
      { kind: "notes", text: "Notes changed from “Gluten-free options for 10 guests” to “Gluten-free options for 12 guests”" },
    ]);
  });

  it("writes a date-only event as its date, and notes added or removed as such", () => {
    const dateOnly = { ...v1, eventDate: "2026-12-05T05:00:00.000Z", notes: null };
    expect(diffProposalVersions(v1, dateOnly, options)).toEqual([
      { kind: "event-date", text: "Event date changed from December 5, 2026 at 6:30 PM to December 5, 2026" },
      { kind: "notes", text: "Notes removed (they were “Gluten-free options for 10 guests”)" },
    ]);
    expect(diffProposalVersions(dateOnly, { ...dateOnly, notes: "  Halal meat only " }, options)).toEqual([{ kind: "notes", text: "Notes added: “Halal meat only”" }]);
    // Only whitespace is no note at all.
    expect(diffProposalVersions(dateOnly, { ...dateOnly, notes: "   " }, options)).toEqual([]);
  });

  it("pairs repeated lines in order, and reads a renamed line as one removed and one added", () => {
    const pans = { kind: "menu", menuItemId: 2, quantity: 2, unitPrice: "125.00", lineTotal: "250.00" };
    const before = { ...v1, lines: [{ ...pans, description: "Jerk Chicken (Full Pan)" }, { ...pans, description: "Jerk Chicken (Full Pan)" }] };
    const after = { ...before, lines: [{ ...pans, description: "Jerk Chicken (Full Pan)" }, { ...pans, description: "Jerk Chicken (Half Pan)", unitPrice: "75.00", lineTotal: "150.00" }] };
    expect(diffProposalVersions(before, after, options)).toEqual([
      { kind: "line-added", text: "Line added: Jerk Chicken (Half Pan), 2 × $75.00 = $150.00" },
      { kind: "line-removed", text: "Line removed: Jerk Chicken (Full Pan), 2 × $125.00 = $250.00" },
    ]);
  });

  it("names a dish it no longer knows", () => {
    expect(diffProposalVersions(v1, { ...v1, menuItemIds: [1, 2, 99] }, options)).toEqual([{ kind: "dish-added", text: `Dish added: ${UNKNOWN_DISH}` }]);
  });
});
