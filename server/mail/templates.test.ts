import { describe, expect, it } from "vitest";
import type { CompanyInfo } from "@shared/settings/company-info";
import { renderEmail } from "./render";
import { EMAIL_SAMPLES } from "./template-samples";
import { emails } from "./templates";
import type { Email } from "./email";

/** Settings a business changed: every email must carry these, not the defaults. */
const company: CompanyInfo = {
  name: "Rosa's Kitchen",
  address: "9 Harbor Road, Baltimore, MD 21230",
  phone: "(410) 555-0142",
  email: "orders@rosaskitchen.example",
  website: "https://rosaskitchen.example",
  timeZone: "America/New_York",
};

const names = Object.keys(emails) as (keyof typeof emails)[];
const build = (name: keyof typeof emails): Email => (emails[name] as (sample: unknown) => Email)(EMAIL_SAMPLES[name]);

describe("email templates", () => {
  it("has a sample for every template (the preview script and this test render them all)", () => {
    expect(Object.keys(EMAIL_SAMPLES).sort()).toEqual([...names].sort());
    expect(names.length).toBeGreaterThanOrEqual(20);
  });

  it.each(names)("%s renders an HTML part and a plain-text part, both with the company's contact details", async (name) => {
    const email = build(name);
    const { subject, html, text } = await renderEmail(email, company);
    expect(subject.length).toBeGreaterThan(5);
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    const shown = html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
    expect(shown).toContain(email.preview.slice(0, 30));
    for (const detail of [company.name, company.address, company.phone, company.email]) {
      expect(shown, detail).toContain(detail);
      expect(text, detail).toContain(detail);
    }
    expect(html).toContain('href="tel:4105550142"');
    // Money is always written $4,800.00: never without the thousands separator or the cents.
    for (const part of [subject, html, text]) {
      expect(part).not.toMatch(/\$\d{4,}/);
      expect(part).not.toMatch(/\$\d[\d,]*(?![\d,]*\.\d\d)/);
    }
    // The defaults never leak into a business that set its own details.
    expect(text).not.toContain("Creative Cuisines, 123 Culinary Avenue");
  });

  it("writes money and dates the shared way, and every value the business needs to answer a quote request", async () => {
    const { text, html } = await renderEmail(build("newQuoteRequest"), company);
    for (const line of ["From: Vera Visitor · vera@example.com · 555-0101", "Event: Corporate Event, December 6, 2026 at 7:00 PM", "Guests: 120", "Dishes: Jerk Chicken, Rice and Peas", "Budget: $4,800.00", "Notes: Nut-free please"]) {
      expect(text).toContain(line);
    }
    expect(html).toContain("$4,800.00");
    const receipt = await renderEmail(build("orderReceipt"), company);
    for (const line of ["  2 × Classic Caesar Salad (Full Pan)  $180.00", "  Discount (SAVE10)  -$19.60", "  Delivery  $25.00", "  Sales tax  $12.73", "  Total paid  $214.12", "Event date: December 6, 2026", "Notes: Nut-free please"]) {
      expect(receipt.text).toContain(line);
    }
    const paid = await renderEmail(build("newPaidOrder"), company);
    expect(paid.subject).toBe("New paid order CC-2026-014: $4,800.00");
    expect(paid.text).toContain("Customer: Dora Diner · 215-555-0199 · dora@example.com");
  });

  it("sets Reply-To to the customer on the business's notices, and to the business on its replies", () => {
    expect(build("newEnquiry").replyTo).toBe("vera@example.com");
    expect(build("newQuoteRequest").replyTo).toBe("vera@example.com");
    expect(build("newDinnerOrder").replyTo).toBe("dora@example.com");
    expect(build("newPaidOrder").replyTo).toBe("dora@example.com");
    expect(build("enquiryReply").replyTo).toBe("hello@creativecuisines.example");
    expect(emails.newQuoteRequest({ ...EMAIL_SAMPLES.newQuoteRequest, from: { name: "Walk-in", email: null, phone: "555" } }).replyTo).toBeUndefined();
    for (const name of ["orderReceipt", "passwordReset", "orderRefund"] as const) expect(build(name).replyTo).toBeUndefined();
  });

  it("escapes what customers typed in the HTML part and keeps it as typed in the text part", async () => {
    const { html, text } = await renderEmail(build("newEnquiry"), company);
    expect(html).toContain("&lt;b&gt;vegan&lt;/b&gt;");
    expect(html).not.toContain("<b>vegan</b>");
    expect(text).toContain("Do you cater <b>vegan</b> weddings");
  });

  it("gives a link's action as a button in HTML and as the plain address in text", async () => {
    const { html, text } = await renderEmail(build("passwordReset"), company);
    expect(html).toContain('href="https://creativecuisines.example/reset-password?token=sample-token"');
    expect(html).toContain("Reset my password");
    expect(text).toContain("Reset my password:\nhttps://creativecuisines.example/reset-password?token=sample-token\n");
  });
});
