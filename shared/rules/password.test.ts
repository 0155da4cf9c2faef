import { describe, expect, it } from "vitest";
import { meetsPasswordRequirements, PASSWORD_REQUIREMENTS } from "./password";
import { registerRequestSchema } from "../validators/auth";

describe("password requirements", () => {
  it.each([
    ["Abcdefg1", true],
    ["abcdefg1", false],
    ["ABCDEFG1", false],
    ["Abcdefgh", false],
    ["Abcde1", false],
    ["A1" + "b".repeat(126), true],
    ["A1" + "b".repeat(127), false],
  ])("%s meets the rules: %s", (password, expected) => {
    expect(meetsPasswordRequirements(password)).toBe(expected);
  });

  it("reports each unmet rule separately for the live checklist", () => {
    const unmet = PASSWORD_REQUIREMENTS.filter((rule) => !rule.test("abc")).map((rule) => rule.id);
    expect(unmet).toEqual(["length", "uppercase", "number"]);
  });

  it("register schema refuses a weak password with the catalogue message", () => {
    const result = registerRequestSchema.safeParse({ username: "alice", email: "a@example.com", password: "weak" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Please meet all password requirements");
  });
});
