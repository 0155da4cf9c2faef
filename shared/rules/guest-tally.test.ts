import { describe, expect, it } from "vitest";
import { guestTally } from "./guest-tally";
import { guestListClosesAt, isGuestListOpen, firstName, guestDataCutoff, maxGuestResponses } from "./guests";
import { FINAL_GUEST_COUNT_HOURS, QUOTE_TERMS } from "./quotes";

describe("guestTally", () => {
  it("counts guests per dietary choice and allergen, every one listed, each guest once per box", () => {
    const guests = [
      { id: 1, name: "Ann", dietary: ["vegan", "vegetarian"], allergens: ["peanuts", "sesame"], notes: "No mushrooms" },
      { id: 2, name: "Bo", dietary: ["vegetarian", "vegetarian"], allergens: ["peanuts"], notes: "  " },
      { id: 3, name: "Cy", dietary: ["carnivore"], allergens: [], notes: "" },
    ];
    const tally = guestTally(guests);
    expect(tally.answered).toBe(3);
    expect(tally.dietary).toEqual({ vegetarian: 2, vegan: 1, "gluten-free": 0 });
    expect(tally.allergens).toEqual({ milk: 0, eggs: 0, fish: 0, shellfish: 0, "tree-nuts": 0, peanuts: 2, wheat: 0, soybeans: 0, sesame: 1 });
    expect(tally.withNotes).toBe(1);
    // The list comes back whole, with whatever else each guest carries (a BEO lists them by name).
    expect(tally.guests.map((g) => g.id)).toEqual([1, 2, 3]);
  });

  it("is all zeros for no guests", () => {
    const tally = guestTally([]);
    expect(tally.answered).toBe(0);
    expect(Object.values(tally.dietary).every((n) => n === 0)).toBe(true);
    expect(Object.values(tally.allergens)).toHaveLength(9);
  });
});

describe("the guest list's rules", () => {
  const event = new Date("2027-06-06T23:00:00.000Z");
  it("closes at the final guest count deadline of the quote terms: 72 hours before the event", () => {
    expect(FINAL_GUEST_COUNT_HOURS).toBe(72);
    expect(QUOTE_TERMS).toContain("The final guest count is due 72 hours before the event.");
    expect(guestListClosesAt(event).toISOString()).toBe("2027-06-03T23:00:00.000Z");
    expect(isGuestListOpen(event, new Date("2027-06-03T22:59:59.999Z"))).toBe(true);
    expect(isGuestListOpen(event, new Date("2027-06-03T23:00:00.000Z"))).toBe(false);
  });

  it("keeps answers 30 days after the event, names the host by first name, and caps answers", () => {
    expect(guestDataCutoff(new Date("2027-07-06T23:00:00.000Z")).toISOString()).toBe(event.toISOString());
    expect(firstName("  Dora  Diaz ")).toBe("Dora");
    expect(firstName("")).toBeNull();
    expect(firstName(null)).toBeNull();
    expect(maxGuestResponses(60)).toBe(120);
    expect(maxGuestResponses(3)).toBe(20);
  });
});
