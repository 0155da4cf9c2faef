import request from "supertest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menuItems, quotes } from "@shared/schema";
import { buildProposalDocument, type ProposalDocument } from "@shared/rules/proposal-document";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { QuoteView } from "@shared/validators/quotes";
import { ProposalFigures } from "@/features/quotes/components/proposal-figures";
import { quoteDocumentHtml, quoteDocumentText } from "@/features/quotes/quote-document";
import { createTestApp, type TestApp } from "../test/harness";
import { pdfText } from "../test/pdf-text";
import { SANDBOX_API_KEY } from "../payments/sandbox";

/**
 * One proposal document, three renderings: the screen's figures (the React component the details show), the printed
 * page (and its plain-text copy) and the PDF. A proposal with priced lines, a deposit partly refunded and an offline
 * payment shows the same lines, totals, payments and balance in each, and those are the server's own figures.
 */
let t: TestApp;
let view: QuoteView;
let company: CompanyInfo;
let doc: ProposalDocument;
let renderings: { screen: string; print: string; copy: string; pdf: string };

/** Markup → its text, tags as line breaks, the five escapes undone (what a reader of the page sees). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "\n")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n\s*\n+/g, "\n");

/** Every dollar figure of a text, in reading order ("-$300.00" for a refund). */
const figures = (text: string) => text.match(/-?\$[\d,]+\.\d{2}/g) ?? [];

async function token() {
  const res = await request(t.server).post("/api/payments/sandbox/tokens").set("apikey", SANDBOX_API_KEY).send({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } });
  return res.body.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const [dish] = await t.database.db.insert(menuItems).values({ category: "entrees", name: "Jollof Rice", price: "Half Pan $60 / Full Pan $90" }).returning({ id: menuItems.id });
  const admin = await t.signIn(await t.createUser({ role: "admin" }));
  const clientUser = await t.createUser();
  const client = await t.signIn(clientUser);

  const created = await admin.post("/api/admin/proposals").send({
    client: { kind: "existing", id: clientUser.id },
    eventType: "wedding",
    eventDate: new Date(Date.now() + 40 * 86_400_000).toISOString(),
    guestCount: 120,
    venue: "The Grand Hall, Brooklyn",
    lines: [
      { kind: "menu", menuItemId: dish.id, description: "Jollof Rice (Full Pan)", quantity: 4, unitPrice: "90.00" },
      { kind: "staffing", description: "Servers, 6 hours", quantity: 4, unitPrice: "150.00" },
      { kind: "delivery", description: "Delivery and setup", quantity: 1, unitPrice: "75.25" },
    ],
    notes: "Gluten-free options for 10 guests",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  // Accepted directly: the client's acceptance is not what this test is about.
  await t.database.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.id, id));
  const deposit = await client.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", "doc-dep").send({ token: await token(), amount: "517.63" });
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  const refund = await admin.post(`/api/quotes/${id}/deposit/refund`).set("Idempotency-Key", "doc-ref").send({ amount: "100.00", reason: "Smaller room" });
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  const offline = await admin.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "doc-off").send({ method: "check", reference: "Check 1042", amount: "250.00" });
  expect(offline.status, JSON.stringify(offline.body)).toBe(201);

  view = (await client.get(`/api/quotes/${id}`)).body;
  company = (await request(t.server).get("/api/settings/company-info")).body;
  doc = buildProposalDocument(view, company, []);
  const pdf = await client.get(`/api/quotes/${id}/pdf`).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
  expect(pdf.status).toBe(200);
  const html = quoteDocumentHtml(doc);
  renderings = {
    screen: textOf(renderToStaticMarkup(createElement(ProposalFigures, { doc }))),
    print: textOf(html.slice(html.indexOf("<h3>Proposal</h3>"))),
    copy: quoteDocumentText(doc),
    pdf: await pdfText(pdf.body as Buffer),
  };
});
afterAll(() => t.close());

describe("the proposal document", () => {
  it("holds the server's figures: lines, total, deposit, a partial refund, an offline payment and the balance", () => {
    // 4 × $90.00 + 4 × $150.00 + 1 × $75.25 = $1,035.25; deposit 50 % rounded up $517.63; $100.00 of it refunded;
    // a $250.00 check: $667.63 received, $367.62 left.
    expect(view).toMatchObject({ totalAmount: "1035.25", depositAmount: "517.63", depositRefundedAmount: "100.00", paidAmount: "667.63", balanceAmount: "367.62" });
    expect(doc.lines).toEqual([
      { description: "Jollof Rice (Full Pan)", quantity: "4", unitPrice: "$90.00", lineTotal: "$360.00" },
      { description: "Servers, 6 hours", quantity: "4", unitPrice: "$150.00", lineTotal: "$600.00" },
      { description: "Delivery and setup", quantity: "1", unitPrice: "$75.25", lineTotal: "$75.25" },
    ]);
    expect(doc.totals.map((f) => f.value.replace(/, paid on .*/, ""))).toEqual(["$1,035.25", "$517.63", "$667.63", "$367.62"]);
    expect(doc.payments.map((p) => [p.description, p.amount])).toEqual([
      ["Deposit (card)", "$517.63"],
      ["Refund to card", "-$100.00"],
      ["Check, ref. Check 1042", "$250.00"],
    ]);
    // The history adds up to what was received, and the balance is the total less that.
    const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, "")) * 100);
    expect(doc.payments.reduce((sum, p) => sum + cents(p.amount), 0)).toBe(66_763);
    expect(cents(doc.balance)).toBe(103_525 - 66_763);
    expect(Date.parse(view.eventDate) - Date.parse(view.balanceDueDate)).toBe(7 * 86_400_000);
  });

  it("shows the same lines, totals, payments and balance on the screen, the printed page, its text copy and the PDF", () => {
    const expected = figures(textOf(renderToStaticMarkup(createElement(ProposalFigures, { doc }))));
    // Every dollar figure, in the same order, in each: the lines, the totals, then the payments.
    expect(expected).toEqual(["$90.00", "$360.00", "$150.00", "$600.00", "$75.25", "$75.25", "$1,035.25", "$517.63", "$667.63", "$367.62", "$517.63", "-$100.00", "$250.00"]);
    for (const [name, text] of Object.entries(renderings)) {
      expect(figures(text), name).toEqual(expected);
      for (const line of doc.lines) expect(text, `${name}: ${line.description}`).toContain(line.description);
      for (const total of doc.totals) {
        expect(text, `${name}: ${total.label}`).toContain(total.label);
        expect(text, `${name}: ${total.label}`).toContain(total.value);
      }
      for (const payment of doc.payments) {
        expect(text, `${name}: ${payment.description}`).toContain(payment.description);
        expect(text, `${name}: ${payment.description}`).toContain(payment.date);
      }
      expect(text, `${name}: the balance's due date`).toContain(`Balance due ${doc.balanceDueDate}`);
    }
  });
});
