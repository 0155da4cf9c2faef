import { describe, expect, it } from "vitest";
import { caretAfterFormatting, CARD_NUMBER_MAX_LENGTH, formatCardNumber, stripCardNumber } from "./card-number";

describe("card number grouping", () => {
  it.each([
    ["", ""],
    ["4", "4"],
    ["4242", "4242"],
    ["42424", "4242 4"],
    ["42424242", "4242 4242"],
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4242 4242 4242 4242", "4242 4242 4242 4242"],
    ["4242-4242-4242-4242", "4242 4242 4242 4242"],
    ["  4242ab4242 ", "4242 4242"],
  ])("groups %j as %j", (typed, grouped) => {
    expect(formatCardNumber(typed)).toBe(grouped);
  });

  it("never grows past 19 characters, however much is pasted", () => {
    const formatted = formatCardNumber("4242 4242 4242 4242 4242 4242");
    expect(formatted).toBe("4242 4242 4242 4242");
    expect(formatted).toHaveLength(CARD_NUMBER_MAX_LENGTH);
  });

  it("strips the spaces (and anything else) before the number is sent", () => {
    expect(stripCardNumber("4000 0000 0000 0002")).toBe("4000000000000002");
    expect(stripCardNumber(" 4000-0000 ")).toBe("40000000");
  });

  it("keeps the caret after the digit that was just typed in the middle of the number", () => {
    // "4242 |4242" with a 9 typed at the caret: the raw value is "4242 94242", caret after the 9 (6).
    const raw = "4242 94242";
    const formatted = formatCardNumber(raw);
    expect(formatted).toBe("4242 9424 2");
    expect(caretAfterFormatting(raw, 6, formatted)).toBe(6);
    // Typing at the end moves past the space the grouping inserts.
    expect(caretAfterFormatting("42424", 5, "4242 4")).toBe(6);
    expect(caretAfterFormatting("4242", 0, "4242")).toBe(0);
  });
});
