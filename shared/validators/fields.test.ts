import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contactRequestSchema } from "./contact";
import { companyInfoSchema } from "./settings";
import { profileFieldsSchema } from "./profile";
import { emailSchema } from "./auth";
import {
  calendarDateField,
  emailField,
  instantField,
  moneyCentsField,
  moneyField,
  optionalEmailField,
  optionalPhoneField,
  personNameField,
  phoneField,
} from "./fields";

const message = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("one rule per field", () => {
  it("email: trimmed, required with the form's words, refused when malformed", () => {
    const email = emailField({ required: "Please enter your email address" });
    expect(email.parse("  ann@example.com ")).toBe("ann@example.com");
    expect(message(email, "")).toBe("Please enter your email address");
    expect(message(email, undefined)).toBe("Please enter your email address");
    expect(message(email, "ann@example")).toBe("Please enter a valid email address");
    expect(message(email, `${"a".repeat(250)}@example.com`)).toBe("Please enter a valid email address");
    const optional = optionalEmailField();
    expect(optional.parse("")).toBeNull();
    expect(optional.parse("  ")).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(" sam@example.com")).toBe("sam@example.com");
    expect(message(optional, "sam@")).toBe("Please enter a valid email address");
  });

  it("phone: digits, spaces, + ( ) . and dashes with at least three digits; never letters", () => {
    const phone = phoneField({ required: "Phone is required" });
    for (const ok of ["555", "555-0100", "(555) 123-4567", "+1 215.555.0199"]) expect(phone.parse(` ${ok} `)).toBe(ok);
    expect(message(phone, "")).toBe("Phone is required");
    for (const bad of ["call me", "55", "555 ext 2", "1".repeat(41)]) expect(message(phone, bad), bad).toBe("Please enter a valid phone number");
    expect(optionalPhoneField().parse("")).toBe("");
    expect(message(optionalPhoneField(), "call me")).toBe("Please enter a valid phone number");
  });

  it("person name: trimmed, required with the form's words, at most 120 characters", () => {
    const name = personNameField({ required: "Please enter your name" });
    expect(name.parse("  Ada Lovelace ")).toBe("Ada Lovelace");
    expect(message(name, " ")).toBe("Please enter your name");
    expect(message(name, "x".repeat(121))).toBe("Names are at most 120 characters");
  });

  it("money: a decimal amount (or a JSON number) as trimmed text, never through a float; cents on request", () => {
    expect(moneyField().parse(" 12.5 ")).toBe("12.5");
    expect(moneyField().parse(15)).toBe("15");
    expect(message(moneyField(), "-5")).toBe("Amount must be a dollar amount such as 12.50");
    expect(message(moneyField(), "12.345")).toBe("Amount must be a dollar amount such as 12.50");
    expect(message(moneyField(), "99999999999999999999.99")).toBe("That amount is too large");
    expect(message(moneyField(), "21474836.48")).toBe("That amount is too large");
    expect(moneyField().parse("21474836.47")).toBe("21474836.47");
    const coupon = moneyCentsField({ invalid: "Amount off: enter an amount such as 25.00", tooLarge: "Amount off: enter an amount such as 25.00", maxCents: 99_999_999 });
    expect(coupon.parse("25.10")).toBe(2510);
    expect(message(coupon, "1000000")).toBe("Amount off: enter an amount such as 25.00");
  });

  it("dates: a real calendar day; an instant with its offset", () => {
    const day = calendarDateField({ required: "Please choose a pickup date", invalid: "Please choose a pickup date" });
    expect(day.parse("2028-02-29")).toBe("2028-02-29");
    for (const bad of [undefined, "", "2027-02-29", "2027-04-31", "12/01/2027"]) expect(message(day, bad), String(bad)).toBe("Please choose a pickup date");
    expect(instantField().parse("2027-06-01T18:00:00.000Z")).toBe("2027-06-01T18:00:00.000Z");
    expect(instantField().parse("2027-06-01T18:00:00-04:00")).toBe("2027-06-01T18:00:00-04:00");
    expect(instantField().parse("2027-06-01")).toBe("2027-06-01");
    expect(message(instantField(), "June 1st")).toBe("Please enter a valid date");
    expect(message(instantField(), "2027-06-01T18:00")).toBe("Please enter a valid date");
  });

  it("is what the forms use: the same email and phone rules in the contact form, the profile and the company info", () => {
    expect(message(contactRequestSchema, { name: "Ann", email: "ann@example" })).toBe("Please enter a valid email address");
    expect(message(contactRequestSchema, { name: "Ann", email: "ann@example.com", phone: "call me" })).toBe("Please enter a valid phone number");
    expect(message(profileFieldsSchema.pick({ phone: true }), { phone: "call me" })).toBe("Please enter a valid phone number");
    expect(message(companyInfoSchema.pick({ phone: true }), { phone: "" })).toBe("Phone is required");
    expect(message(emailSchema, "")).toBe("Please enter your email address");
  });
});
