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
});
