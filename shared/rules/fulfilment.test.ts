import { describe, expect, it } from "vitest";
import { deliveryAddressRefusal, FULFILMENT_MESSAGES, fulfilmentRefusals, pickupTimeRefusal } from "./fulfilment";

const zone = "America/New_York";
// 2026-06-01 14:30 in New York (EDT, UTC−4).
const now = new Date("2026-06-01T18:30:00Z");

describe("deliveryAddressRefusal", () => {
  it.each([
    ["", FULFILMENT_MESSAGES.address],
    ["   ", FULFILMENT_MESSAGES.address],
    ["TBD", FULFILMENT_MESSAGES.addressIncomplete],
    ["Brooklyn", FULFILMENT_MESSAGES.addressIncomplete],
    ["12345678", FULFILMENT_MESSAGES.addressIncomplete],
  ])("refuses %j", (address, message) => {
    expect(deliveryAddressRefusal(address)).toBe(message);
  });

  it("accepts a street address", () => {
    expect(deliveryAddressRefusal("250 Greenwich Street, New York, NY 10007")).toBeNull();
  });
});

describe("pickupTimeRefusal", () => {
  it("accepts any valid time on a later day, and a later time today, at the business", () => {
    expect(pickupTimeRefusal("2026-06-02", "08:00", zone, now)).toBeNull();
    expect(pickupTimeRefusal("2026-06-01", "14:31", zone, now)).toBeNull();
  });

  it("refuses a time that has passed today, a missing time and a malformed one", () => {
    expect(pickupTimeRefusal("2026-06-01", "14:30", zone, now)).toBe(FULFILMENT_MESSAGES.pickupTimePast);
    expect(pickupTimeRefusal("2026-06-01", "09:00", zone, now)).toBe(FULFILMENT_MESSAGES.pickupTimePast);
    expect(pickupTimeRefusal("2026-06-02", "", zone, now)).toBe(FULFILMENT_MESSAGES.pickupTime);
    expect(pickupTimeRefusal("2026-06-02", "24:00", zone, now)).toBe(FULFILMENT_MESSAGES.pickupTimeInvalid);
    expect(pickupTimeRefusal("2026-06-02", "6pm", zone, now)).toBe(FULFILMENT_MESSAGES.pickupTimeInvalid);
  });

  it("counts today in the business's time zone, not the reader's", () => {
    // 2026-06-02 01:00 UTC is still June 1 at 9 PM in New York: 20:00 on June 1 has passed there.
    expect(pickupTimeRefusal("2026-06-01", "20:00", zone, new Date("2026-06-02T01:00:00Z"))).toBe(FULFILMENT_MESSAGES.pickupTimePast);
  });
});

describe("fulfilmentRefusals", () => {
  it("looks only at what the chosen method needs", () => {
    expect(fulfilmentRefusals({ fulfilment: "delivery", deliveryAddress: null, pickupTime: "nonsense", eventDate: "2026-06-02" }, zone, now)).toEqual({
      deliveryAddress: FULFILMENT_MESSAGES.address,
    });
    expect(fulfilmentRefusals({ fulfilment: "pickup", deliveryAddress: "x", pickupTime: null, eventDate: "2026-06-02" }, zone, now)).toEqual({
      pickupTime: FULFILMENT_MESSAGES.pickupTime,
    });
    expect(fulfilmentRefusals({ fulfilment: "pickup", deliveryAddress: null, pickupTime: "12:00", eventDate: "2026-06-02" }, zone, now)).toEqual({});
  });
});
