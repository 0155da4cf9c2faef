import { describe, expect, it } from "vitest";
import type { CompanyInfo } from "@shared/settings/company-info";
import { businessDates } from "@shared/rules/dates";
import { balanceDueDate } from "@shared/rules/quotes";
import { sender } from "./mailer";
import { renderEmail } from "./render";
import { EMAIL_SAMPLES } from "./template-samples";
import { emails, greeting } from "./templates";
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
const build = (name: keyof typeof emails, changes: Record<string, unknown> = {}): Email => (emails[name] as (sample: unknown) => Email)({ ...EMAIL_SAMPLES[name], ...changes });
const render = (email: Email) => renderEmail(email, company);
/** The HTML part as a reader sees it (entities decoded). */
const shown = (html: string) => html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** The notices to the business's own inbox: neither greeted nor signed. Every other email goes to a person. */
const BUSINESS_NOTICES = ["newPaidOrder", "newDinnerOrder", "newEnquiry", "newQuoteRequest", "quoteStatusForBusiness", "proposalCancelledNotice"] as const;
const toPeople = names.filter((name) => !(BUSINESS_NOTICES as readonly string[]).includes(name));
/** Where each template takes the name of the person it greets. */
const NAME_FIELDS = ["name", "customerName", "clientName"] as const;

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

describe("emails that speak like the business", () => {
  it.each(toPeople)("%s greets the person by the name they gave and is signed with the business's name from settings", async (name) => {
    const email = build(name);
    expect(email.greeting).toMatch(/^Hi (Dora|Sam|Vera),$/);
    const { html, text } = await render(email);
    expect(text.startsWith(`${email.greeting}\n\n`)).toBe(true);
    expect(shown(html)).toContain(email.greeting);
    // Signed last, before the contact details, with the business's own name: never a hard-coded one.
    expect(text).toContain("\n\nWarm regards,\nThe Rosa's Kitchen team\n\n--\nRosa's Kitchen\n");
    expect(shown(html)).toContain("The Rosa's Kitchen team");
  });

  it.each(toPeople)("%s falls back to a plain greeting when the person gave no name", (name) => {
    const sample = EMAIL_SAMPLES[name] as Record<string, unknown>;
    const nameless = Object.fromEntries(NAME_FIELDS.filter((field) => field in sample).map((field) => [field, field === "customerName" ? "" : null]));
    expect(Object.keys(nameless)).not.toEqual([]);
    expect(build(name, nameless).greeting).toBe("Hello,");
  });

  it("greets by the first name, and a name that starts with a title in full", () => {
    expect(greeting("Jordan Lee")).toBe("Hi Jordan,");
    expect(greeting("  Jordan  ")).toBe("Hi Jordan,");
    expect(greeting("Dr. Ada Byron")).toBe("Hi Dr. Ada Byron,");
    expect(greeting("")).toBe("Hello,");
    expect(greeting(null)).toBe("Hello,");
  });

  it.each(BUSINESS_NOTICES)("%s, a notice to the business's own inbox, is neither greeted nor signed", async (name) => {
    const email = build(name);
    expect(email.greeting).toBeUndefined();
    expect((await render(email)).text).not.toContain("Warm regards");
  });

  it.each(names)("%s never names the business but as its settings do", async (name) => {
    const { subject, html, text } = await render(build(name, name === "proposalSent" ? { companyName: company.name } : {}));
    for (const part of [subject, html, text]) expect(part).not.toContain("Creative Cuisines");
  });

  it("sends under the business's name from settings, at MAIL_FROM's address", () => {
    expect(sender("Creative Cuisines <hello@creativecuisines.example>", "Rosa's Kitchen")).toEqual({ name: "Rosa's Kitchen", address: "hello@creativecuisines.example" });
    expect(sender("orders@rosaskitchen.example", "Rosa's Kitchen")).toEqual({ name: "Rosa's Kitchen", address: "orders@rosaskitchen.example" });
  });

  it("a message from the business is signed by the business's name, not the username of the staff member who wrote it", async () => {
    const fromBusiness = await render(build("newMessage"));
    expect(fromBusiness.text).toContain("Rosa's Kitchen wrote:\nYes: we can add a vegan curry.");
    expect(fromBusiness.text).not.toMatch(/admin wrote|We wrote/);
    expect(shown(fromBusiness.html)).toContain("Rosa's Kitchen wrote:");
    // The client's message goes to the business under the client's name, without a greeting.
    const fromClient = emails.newMessage({ number: "CC-2026-018", byBusiness: false, from: "Dora Diner", content: "Could we add a vegan option?", messagesUrl: "https://creativecuisines.example/messages" });
    expect(fromClient.greeting).toBeUndefined();
    expect((await render(fromClient)).text).toContain("Dora Diner wrote:\nCould we add a vegan option?");
  });

  it("shows a time only where the event has one: a date-only event is written as its date, never at 12:00 AM", async () => {
    const { businessInstant, formatEventStart } = businessDates(company.timeZone);
    const dateOnly = { ...EMAIL_SAMPLES.quoteReceived.quote, when: formatEventStart(businessInstant("2026-12-06")!) };
    const received = await render(emails.quoteReceived({ ...EMAIL_SAMPLES.quoteReceived, quote: dateOnly }));
    expect(received.text).toContain("When: December 6, 2026\n");
    const notice = await render(emails.newQuoteRequest({ ...EMAIL_SAMPLES.newQuoteRequest, quote: dateOnly }));
    expect(notice.subject).not.toContain("12:00 AM");
    expect(notice.text).toContain("Event: Corporate Event, December 6, 2026\n");
    const timed = { ...dateOnly, when: formatEventStart(businessInstant("2026-12-06", "19:00")!) };
    expect((await render(emails.quoteReceived({ ...EMAIL_SAMPLES.quoteReceived, quote: timed }))).text).toContain("When: December 6, 2026 at 7:00 PM\n");
    for (const name of names) {
      const { subject, text } = await render(build(name));
      expect(`${subject}\n${text}`, name).not.toContain("12:00 AM");
    }
  });

  it("the business's acceptance notice names the client, the proposal and its event, the total and the deposit", async () => {
    const accepted = build("quoteStatusForBusiness");
    const { subject, text } = await render(accepted);
    expect(subject).toBe("Dora Diner accepted proposal CC-2026-018: $3,255.00");
    for (const line of [
      "Dora Diner accepted proposal CC-2026-018: Wedding for 80 guests on June 12, 2027 at 5:00 PM.",
      "Client: Dora Diner · 215-555-0199 · dora@example.com",
      "Proposal: CC-2026-018",
      "Event: Wedding for 80 guests on June 12, 2027 at 5:00 PM",
      "Venue: Rose Hall, 40 Garden Lane, Philadelphia",
      "Total: $3,255.00",
      "Deposit (50%): $1,627.50, which the client now pays online to secure the date",
    ]) {
      expect(text).toContain(line);
    }
    expect(accepted.replyTo).toBe("dora@example.com");
    const declined = await render(build("quoteStatusForBusiness", { status: "rejected" }));
    expect(declined.subject).toBe("Dora Diner declined proposal CC-2026-018");
    expect(declined.text).toContain("Total: $3,255.00");
  });

  it("the deposit receipt gives the balance and its due date, the shared rule's (7 days before the event)", async () => {
    const { businessInstant, formatBusinessDate } = businessDates(company.timeZone);
    const event = businessInstant("2026-12-06", "19:00")!;
    const { subject, text } = await render(build("depositReceived", { eventDate: formatBusinessDate(event), balanceDueDate: formatBusinessDate(balanceDueDate(event)) }));
    expect(subject).toBe("Deposit received for your proposal CC-2026-016");
    for (const line of [
      "We received your deposit of $1,200.00 for proposal CC-2026-016: your date, December 6, 2026, is secured.",
      "The balance of $1,200.00 is due on November 29, 2026, 7 days before your event.",
      "Deposit paid: $1,200.00",
      "Balance: $1,200.00",
      "Balance due on: November 29, 2026",
      "Event date: December 6, 2026",
    ]) {
      expect(text).toContain(line);
    }
    const settled = await render(build("depositReceived", { balanceCents: 0 }));
    expect(settled.text).toContain("Nothing is left to pay.");
    expect(settled.text).not.toContain("Balance due on");
  });

  it("thanks the customer when their order is completed, with what it came to and how it was paid", async () => {
    const { subject, text } = await render(build("orderCompleted"));
    expect(subject).toBe("Your order CC-2026-014 is complete: thank you!");
    for (const line of ["Your order CC-2026-014 is complete.", "Order: CC-2026-014", "Date: December 6, 2026", "Total: $214.12, paid by card", "Loyalty points: 214 earned with this order"]) {
      expect(text).toContain(line);
    }
    const atPickup = await render(build("orderCompleted", { order: { ...EMAIL_SAMPLES.orderCompleted.order, paymentMethod: "at_pickup", pointsEarned: 0, refundedCents: 1_000, date: null } }));
    expect(atPickup.text).toContain("Total: $214.12, paid at pickup");
    expect(atPickup.text).toContain("Refunded: $10.00");
    expect(atPickup.text).not.toMatch(/Loyalty points|Date:/);
    expect((await render(build("orderCompleted", { order: { ...EMAIL_SAMPLES.orderCompleted.order, paymentMethod: "invoice" } }))).text).toContain("Total: $214.12, invoiced");
  });

  it("confirms a training enrollment with the program, and a subscription with its deliveries and price", async () => {
    const enrollment = await render(build("enrollmentConfirmed"));
    expect(enrollment.subject).toBe("Your place in Professional Chef Training is confirmed");
    for (const line of ["Program: Professional Chef Training", "Duration: 4 weeks, 8 sessions", "Your notes: Weekends please", "See my training:\nhttps://creativecuisines.example/training"]) {
      expect(enrollment.text).toContain(line);
    }
    const subscription = await render(build("subscriptionConfirmed"));
    expect(subscription.subject).toBe("Your subscription is confirmed: Weekly Office Lunch for 20");
    expect(subscription.html).toContain("First delivery on December 2, 2026.");
    for (const line of [
      "We have confirmed your subscription to Weekly Office Lunch for 20: delivered every Wednesday to 250 Greenwich Street, New York, NY 10007.",
      "Menu: Jerk Chicken (Full Pan), Rice and Peas (Full Pan), Fresh Garden Salad",
      "Guests: 20",
      "Next deliveries: December 2, 2026; December 9, 2026; December 16, 2026; December 23, 2026",
      "Price: $450.00 per delivery, invoiced",
    ]) {
      expect(subscription.text).toContain(line);
    }
  });
});
