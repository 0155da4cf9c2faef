import { describe, expect, it } from "vitest";
import { loyaltyStanding, pointsEarned, tierFor } from "./loyalty";

describe("loyalty tiers", () => {
  it("changes tier exactly at each boundary", () => {
    expect([499, 500, 1499, 1500, 2999, 3000].map((p) => tierFor(p).name)).toEqual(["Bronze", "Silver", "Silver", "Gold", "Gold", "Platinum"]);
  });

  it("earns a point per whole dollar × the tier's multiplier, rounded down", () => {
    // $101.99 paid: 101 whole dollars.
    expect(pointsEarned(10_199, 499)).toBe(101);
    expect(pointsEarned(10_199, 500)).toBe(151); // 151.5
    expect(pointsEarned(10_199, 1499)).toBe(151);
    expect(pointsEarned(10_199, 1500)).toBe(202);
    expect(pointsEarned(10_199, 2999)).toBe(202);
    expect(pointsEarned(10_199, 3000)).toBe(303);
    expect(pointsEarned(99, 3000)).toBe(0);
  });

  it("reports the way to the next tier", () => {
    expect(loyaltyStanding(2450)).toMatchObject({ tier: "Gold", nextTier: "Platinum", pointsToNextTier: 550, progressPercent: 63 });
    expect(loyaltyStanding(3200)).toMatchObject({ tier: "Platinum", nextTier: null, pointsToNextTier: 0, progressPercent: 100 });
  });
});
