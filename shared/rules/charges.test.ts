import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURES } from "../settings/features";
import { formatTaxRate, orderCharges, orderTotal } from "./charges";

const nyc = { taxRateThousandths: 8875, deliveryFeeCents: 2500, freeDeliveryOverCents: 50_000 };

describe("orderCharges", () => {
  it("adds nothing by default: prices include tax and delivery", () => {
    expect(orderCharges(12_000, DEFAULT_FEATURES.charges, "delivery")).toEqual({ deliveryFeeCents: 0, taxCents: 0 });
  });

  it("charges delivery under the free threshold and taxes food and delivery, rounded to the cent", () => {
    expect(orderCharges(12_000, nyc, "delivery")).toEqual({ deliveryFeeCents: 2500, taxCents: 1287 });
    expect(orderCharges(50_000, nyc, "delivery")).toEqual({ deliveryFeeCents: 0, taxCents: 4438 });
    expect(orderCharges(0, nyc, "delivery")).toEqual({ deliveryFeeCents: 0, taxCents: 0 });
  });

  it("charges a pickup no delivery fee, and taxes only the food", () => {
    expect(orderCharges(12_000, nyc, "pickup")).toEqual({ deliveryFeeCents: 0, taxCents: 1065 });
  });

  it("totals what is left after the discount plus the charges of the customer's choice", () => {
    expect(orderTotal(12_000, 2_000, nyc, "delivery")).toEqual({ deliveryFeeCents: 2500, taxCents: 1109, totalCents: 13_609 });
    expect(orderTotal(12_000, 2_000, nyc, "pickup")).toEqual({ deliveryFeeCents: 0, taxCents: 888, totalCents: 10_888 });
  });

  it("writes the rate as a percent", () => {
    expect(formatTaxRate(8875)).toBe("8.875%");
    expect(formatTaxRate(6000)).toBe("6%");
  });
});
