import { describe, expect, it } from "vitest";
import { DEFAULT_MENU_ITEMS } from "../menu/default-menu";
import { centsToDecimal, decimalToCents, formatCents, formatCentsWhole } from "./money";
import { findPriceOption, isMarketPriceText, parsePriceText } from "./pricing";

describe("parsePriceText", () => {
  it.each([
    ["Half Pan $60 / Full Pan $90", [{ label: "Half Pan", cents: 6000, unit: null }, { label: "Full Pan", cents: 9000, unit: null }]],
    ["Half Pan $75 / Full Pan $175", [{ label: "Half Pan", cents: 7500, unit: null }, { label: "Full Pan", cents: 17500, unit: null }]],
    ["Small $50 / Large $75", [{ label: "Small", cents: 5000, unit: null }, { label: "Large", cents: 7500, unit: null }]],
    ["$15.99", [{ label: null, cents: 1599, unit: null }]],
    ["$8", [{ label: null, cents: 800, unit: null }]],
    ["$30 per person", [{ label: null, cents: 3000, unit: "per person" }]],
    ["$1,250.50", [{ label: null, cents: 125050, unit: null }]],
    ["half pan $60 / full pan $100", [{ label: "Half Pan", cents: 6000, unit: null }, { label: "Full Pan", cents: 10000, unit: null }]],
  ])("reads %s", (text, options) => {
    expect(parsePriceText(text)).toEqual({ kind: "fixed", options });
  });

  it.each(["Market Value", "market price", "MP", "$40 MP"])("reads %s as market value", (text) => {
    expect(parsePriceText(text)).toEqual({ kind: "market" });
  });

  it.each(["", "free", "60", "$", "$0", "$12.345", "Half Pan $60 / $90", "Pan $60 / Pan $90", "$60 / ", "$60 $90"])(
    "refuses %j",
    (text) => {
      expect(parsePriceText(text)).toBeNull();
    },
  );

  it("parses every item of the standard menu", () => {
    for (const item of DEFAULT_MENU_ITEMS) expect(parsePriceText(item.price), item.name).not.toBeNull();
  });
});

describe("findPriceOption", () => {
  const pans = parsePriceText("Half Pan $60 / Full Pan $90")!;
  const single = parsePriceText("$15.99")!;
  it("finds a named option, case-insensitively", () => {
    expect(findPriceOption(pans, "full pan")?.cents).toBe(9000);
  });
  it("refuses a missing or unknown option on a multi-option item", () => {
    expect(findPriceOption(pans, undefined)).toBeNull();
    expect(findPriceOption(pans, "Quarter Pan")).toBeNull();
  });
  it("takes no option on a single-price item", () => {
    expect(findPriceOption(single, null)?.cents).toBe(1599);
    expect(findPriceOption(single, "Half Pan")).toBeNull();
  });
  it("never prices a market-value item", () => {
    expect(findPriceOption({ kind: "market" }, null)).toBeNull();
    expect(isMarketPriceText("Market Value")).toBe(true);
  });
});

describe("money", () => {
  it("formats cents", () => {
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(100)).toBe("$1.00");
    expect(formatCentsWhole(123456)).toBe("$1,235");
    expect(centsToDecimal(123400)).toBe("1234.00");
    expect(centsToDecimal(5)).toBe("0.05");
  });
  it("parses decimal strings without floating point", () => {
    expect(decimalToCents("1234.5")).toBe(123450);
    expect(decimalToCents("0.29")).toBe(29);
    expect(decimalToCents("$1,234.56")).toBe(123456);
    expect(decimalToCents("1.234")).toBeNull();
    expect(decimalToCents("-1")).toBeNull();
  });
});
