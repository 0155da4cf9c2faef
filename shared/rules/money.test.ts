import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCents, formatCentsWhole, MAX_AMOUNT_CENTS } from "./money";

// money.ts writes dollars out itself (a browser's first Intl formatter is one long task on a phone); Intl's own
// en-US currency formats are what it must match.
const intlCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const intlWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });

describe("formatCents and formatCentsWhole", () => {
  it.each([
    [0, "$0.00", "$0"],
    [5, "$0.05", "$0"],
    [99, "$0.99", "$1"],
    [100, "$1.00", "$1"],
    [123456, "$1,234.56", "$1,235"],
    [-123456, "-$1,234.56", "-$1,235"],
    [100000000, "$1,000,000.00", "$1,000,000"],
    [MAX_AMOUNT_CENTS, "$21,474,836.47", "$21,474,836"],
  ])("%i cents → %s and %s", (cents, withCents, whole) => {
    expect(formatCents(cents)).toBe(withCents);
    expect(formatCentsWhole(cents)).toBe(whole);
  });

  it("write every amount as Intl.NumberFormat does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(formatCents(cents)).toBe(intlCents.format(cents / 100));
        // Halves: Intl rounds them away from zero, Math.round (formatCentsWhole) towards +∞; whole-dollar amounts
        // are only shown for sums the proposals panel rounds itself.
        if (Math.abs(cents % 100) !== 50) expect(formatCentsWhole(cents)).toBe(intlWhole.format(Math.round(cents / 100)));
      }),
      { numRuns: 2000 },
    );
  });
});
