import { describe, expect, it } from "vitest";
import { telHref } from "./phone";

describe("telHref", () => {
  it("keeps only the digits, and a leading plus", () => {
    expect(telHref("(555) 123-4567")).toBe("tel:5551234567");
    expect(telHref(" +1 (555) 123-4567 ")).toBe("tel:+15551234567");
    expect(telHref("555.123.4567 ext")).toBe("tel:5551234567");
  });

  it("gives null when there is no number to dial", () => {
    expect(telHref("")).toBeNull();
    expect(telHref("   ")).toBeNull();
    expect(telHref("call us")).toBeNull();
    expect(telHref(null)).toBeNull();
    expect(telHref(undefined)).toBeNull();
  });
});
