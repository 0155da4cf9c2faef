import crypto from "node:crypto";
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
import { pdfAttachments, pdfText } from "../test/pdf-text";
import { signBody } from "../test/signatures";
import { SANDBOX_API_KEY } from "../payments/sandbox";

/**
 * One proposal document, four renderings: the screen's figures (the React component the details show), the printed
 * page (and its plain-text copy), the PDF, and the signed PDF (its pages and the proposal attached as signed). A proposal with priced lines, a deposit partly refunded and an offline
 * payment shows the same lines, totals, payments and balance in each, and those are the server's own figures.
 */
let t: TestApp;
let view: QuoteView;
let company: CompanyInfo;
let doc: ProposalDocument;
let renderings: { screen: string; print: string; copy: string; pdf: string; signed: string };
/** The signed PDF's own pages (signature, certificate) and the SHA-256 of the proposal attached to it. */
let signedPages: string;
let attachedSha256: string;

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
      { kind: "menu", menuItemId: dish.id, option: "Full Pan", description: "Jollof Rice (Full Pan)", quantity: 4, unitPrice: "90.00" },
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

  // Signed with every payment made: the signed PDF carries the proposal as it stands now (the proposal was accepted
  // above without a signature, so this adds the signature of its current version; docs/decisions/015-proposal-versions.md).
  const signed = await client.post(`/api/quotes/${id}/sign`).send(await signBody("Pat Signer"));
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const signedPdf = await client.get(`/api/quotes/${id}/signed.pdf`).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
  expect(signedPdf.status).toBe(200);
  const attachments = Object.values(await pdfAttachments(signedPdf.body as Buffer));
  expect(attachments).toHaveLength(1);
  signedPages = await pdfText(signedPdf.body as Buffer);
  attachedSha256 = crypto.createHash("sha256").update(attachments[0]).digest("hex");

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
    // The signed PDF: its pages, then the proposal exactly as signed, which travels inside it as an attachment.
    signed: `${signedPages}\n${await pdfText(attachments[0])}`,
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
    // Subtotal, total, per person (120 guests: $8.627 → $8.63), deposit, paid to date, balance.
    expect(doc.totals.map((f) => f.value.replace(/, paid on .*/, ""))).toEqual(["$1,035.25", "$1,035.25", "$8.63", "$517.63", "$667.63", "$367.62"]);
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

  it("signs the document the PDF shows: the signed PDF names the version and the hash of the proposal it carries", () => {
    expect(view.signature).toMatchObject({ version: view.version, current: true, documentSha256: attachedSha256 });
    expect(signedPages).toContain(`Version ${view.version}`);
    expect(signedPages).toContain(attachedSha256);
  });

  it("shows the same lines, totals, payments and balance on the screen, the printed page, its text copy, the PDF and the signed PDF", () => {
    const expected = figures(textOf(renderToStaticMarkup(createElement(ProposalFigures, { doc }))));
    // Every dollar figure, in the same order, in each: the lines, the totals, then the payments.
    expect(expected).toEqual(["$90.00", "$360.00", "$150.00", "$600.00", "$75.25", "$75.25", "$1,035.25", "$1,035.25", "$8.63", "$517.63", "$667.63", "$367.62", "$517.63", "-$100.00", "$250.00"]);
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

/**
 * A proposal priced by lines with everything the rule prices (a per-person dish, a rental, an 18% service charge, a
 * 10% and a $50 discount, 8.88% tax): the document's lines and per-person breakdown are the server's, and the screen,
 * the printed page, its copy and the PDF show the same figures.
 */
describe("the proposal document of a proposal with a service charge, discounts and tax", () => {
  let priced: { view: QuoteView; doc: ProposalDocument; renderings: Record<string, string> };

  beforeAll(async () => {
    const [buffet] = await t.database.db.insert(menuItems).values({ category: "entrees", name: "Brunch Buffet", price: "$30 per person" }).returning({ id: menuItems.id });
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const clientUser = await t.createUser();
    const client = await t.signIn(clientUser);
    const created = await admin.post("/api/admin/proposals").send({
      client: { kind: "existing", id: clientUser.id },
      eventType: "corporate",
      eventDate: new Date(Date.now() + 40 * 86_400_000).toISOString(),
      guestCount: 80,
      venue: "Pier 17, New York",
      lines: [
        { kind: "menu", menuItemId: buffet.id, description: "Brunch Buffet", quantity: 1 },
        { kind: "rental", description: "Chafing dishes", quantity: 10, unitPrice: "12.50" },
        { kind: "service-charge", description: "Service charge", rate: "18" },
        { kind: "discount", description: "Loyal client", rate: "10" },
        { kind: "discount", description: "Tasting credit", unitPrice: "50.00" },
        { kind: "tax", description: "Sales tax", rate: "8.88" },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const view = (await client.get(`/api/quotes/${created.body.id}`)).body as QuoteView;
    const doc = buildProposalDocument(view, company, []);
    const pdf = await client.get(`/api/quotes/${view.id}/pdf`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    const html = quoteDocumentHtml(doc);
    priced = {
      view,
      doc,
      renderings: {
        screen: textOf(renderToStaticMarkup(createElement(ProposalFigures, { doc }))),
        print: textOf(html.slice(html.indexOf("<h3>Proposal</h3>"))),
        copy: quoteDocumentText(doc),
        pdf: await pdfText(pdf.body as Buffer),
      },
    };
  });

  it("lists each line as priced (percent lines by their rate, the dish per person) and the breakdown to the total per person", () => {
    // 80 × $30 + 10 × $12.50 = $2,525.00; 18% = $454.50; 10% = $252.50 and $50 off; 8.88% of $2,677.00 = $237.72.
    expect(priced.view.totalAmount).toBe("2914.72");
    expect(priced.view.lines?.map((l) => [l.kind, l.perPerson, l.rateBasisPoints, l.lineTotal])).toEqual([
      ["menu", true, null, "2400.00"],
      ["rental", false, null, "125.00"],
      ["service-charge", false, 1800, "454.50"],
      ["discount", false, 1000, "-252.50"],
      ["discount", false, null, "-50.00"],
      ["tax", false, 888, "237.72"],
    ]);
    expect(priced.doc.lines).toEqual([
      { description: "Brunch Buffet", quantity: "80 guests", unitPrice: "$30.00 per person", lineTotal: "$2,400.00" },
      { description: "Chafing dishes", quantity: "10", unitPrice: "$12.50", lineTotal: "$125.00" },
      { description: "Service charge 18%", quantity: "", unitPrice: "", lineTotal: "$454.50" },
      { description: "Loyal client 10%", quantity: "", unitPrice: "", lineTotal: "-$252.50" },
      { description: "Tasting credit", quantity: "1", unitPrice: "$50.00", lineTotal: "-$50.00" },
      { description: "Sales tax 8.88%", quantity: "", unitPrice: "", lineTotal: "$237.72" },
    ]);
    expect(priced.doc.totals.slice(0, 6)).toEqual([
      { label: "Subtotal", value: "$2,525.00" },
      { label: "Service charge", value: "$454.50" },
      { label: "Discount", value: "-$302.50" },
      { label: "Tax", value: "$237.72" },
      { label: "Total", value: "$2,914.72" },
      // $2,914.72 / 80 = $36.434.
      { label: "Per person (80 guests)", value: "$36.43" },
    ]);
  });

  it("shows the same lines and breakdown on the screen, the printed page, its text copy and the PDF", () => {
    const expected = figures(priced.renderings.screen);
    expect(expected).toEqual(["$30.00", "$2,400.00", "$12.50", "$125.00", "$454.50", "-$252.50", "$50.00", "-$50.00", "$237.72", "$2,525.00", "$454.50", "-$302.50", "$237.72", "$2,914.72", "$36.43", "$1,457.36", "$1,457.36"]);
    for (const [name, text] of Object.entries(priced.renderings)) {
      expect(figures(text), name).toEqual(expected);
      for (const line of priced.doc.lines) expect(text, `${name}: ${line.description}`).toContain(line.description);
      for (const total of priced.doc.totals) expect(text, `${name}: ${total.label}`).toContain(total.label);
      expect(text, `${name}: the per-person line`).toContain("80 guests");
    }
  });
});
