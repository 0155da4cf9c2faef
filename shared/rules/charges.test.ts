import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURES } from "../settings/features";
import { formatTaxRate, orderCharges } from "./charges";

const nyc = { taxRateThousandths: 8875, deliveryFeeCents: 2500, freeDeliveryOverCents: 50_000 };

describe("orderCharges", () => {
  it("adds nothing by default: prices include tax and delivery", () => {
    expect(orderCharges(12_000, DEFAULT_FEATURES.charges)).toEqual({ deliveryFeeCents: 0, taxCents: 0 });
  });

  it("charges delivery under the free threshold and taxes food and delivery, rounded to the cent", () => {
    expect(orderCharges(12_000, nyc)).toEqual({ deliveryFeeCents: 2500, taxCents: 1287 });
    expect(orderCharges(50_000, nyc)).toEqual({ deliveryFeeCents: 0, taxCents: 4438 });
    expect(orderCharges(0, nyc)).toEqual({ deliveryFeeCents: 0, taxCents: 0 });
  });

  it("writes the rate as a percent", () => {
    expect(formatTaxRate(8875)).toBe("8.875%");
    expect(formatTaxRate(6000)).toBe("6%");
  });
});
