import { contactRequestSchema } from "./contact";
import { sendMessageRequestSchema } from "./messages";
import { customerInfoSchema } from "./orders";
import { DEFAULT_BUSINESS_SETTINGS } from "../settings/business-settings";
import { describe, expect, it } from "vitest";
import { isUnsafeText, safeText, UNSAFE_TEXT_MESSAGE, unsafeInputRefusal } from "./text";

describe("unsafe text", () => {
  it.each([
    ["a NUL byte", "abc\u0000def", true],
    ["a lone high surrogate", "abc\uD800", true],
    ["a lone low surrogate", "\uDC00abc", true],
    ["reversed surrogates", "\uDC00\uD800", true],
    ["an emoji (a proper pair)", "party 🎉", false],
    ["accents and CJK", "Crème brûlée 寿司", false],
    ["newlines and tabs", "line one\nline\ttwo", false],
  ])("%s", (_name, text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
    expect(safeText().safeParse(text).success).toBe(!unsafe);
  });

  it("finds unsafe text anywhere in a request, keys included, and refuses deep nesting", () => {
    expect(unsafeInputRefusal({ a: [{ b: "ok" }, "fine"] })).toBeNull();
    expect(unsafeInputRefusal({ a: [{ b: "bad\u0000" }] })).toBe(UNSAFE_TEXT_MESSAGE);
    expect(unsafeInputRefusal({ ["k\uD800"]: 1 })).toBe(UNSAFE_TEXT_MESSAGE);
    let deep: unknown = "x";
    for (let i = 0; i < 100; i++) deep = { deep };
    expect(unsafeInputRefusal(deep)).toBe("The request is nested too deeply.");
  });

  it("is the string schema of the request fields themselves, so forms refuse unsafe text too", () => {
    const contact = contactRequestSchema.safeParse({ name: "Ann\u0000", email: "ann@example.com", message: "Hello" });
    expect(contact.success).toBe(false);
    expect(contact.error?.issues[0].message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(sendMessageRequestSchema.safeParse({ quoteId: 1, content: "hi \uD800" }).success).toBe(false);
    expect(customerInfoSchema(DEFAULT_BUSINESS_SETTINGS).shape.firstName.safeParse("Ada\uDFFF").success).toBe(false);
  });
});
