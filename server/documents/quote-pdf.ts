import PDFDocument from "pdfkit";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { QuoteView } from "@shared/validators/quotes";
import { balanceDueDate, depositCents, QUOTE_TERMS } from "@shared/rules/quotes";
import { eventTypeLabel } from "@shared/rules/event-types";
import { businessDates } from "@shared/rules/dates";
import { decimalToCents, formatCents } from "@shared/rules/money";

/**
 * The printable quote as a PDF: company details, the event, the menu, totals with deposit and balance, terms.
 * Dates are in the company's time zone (`company.timeZone`), like every screen.
 */
export function renderQuotePdf(quote: QuoteView, company: CompanyInfo, menuItemNames: string[]): Promise<Buffer> {
  const { formatBusinessDate } = businessDates(company.timeZone);
  const longDate = (iso: string | Date) => formatBusinessDate(new Date(iso));
  const doc = new PDFDocument({ size: "LETTER", margin: 56, info: { Title: `Quote ${quote.number}`, Author: company.name, Subject: `${eventTypeLabel(quote.eventType)} on ${longDate(quote.eventDate)}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const totalCents = decimalToCents(quote.totalAmount) ?? 0;
  const deposit = depositCents(totalCents);

  doc.fontSize(20).font("Helvetica-Bold").text(company.name);
  doc.fontSize(10).font("Helvetica").fillColor("#333333").text(company.address).text(`${company.phone} · ${company.email} · ${company.website}`);
  doc.moveDown(1.5);
  doc.fillColor("#000000").fontSize(16).font("Helvetica-Bold").text(`Catering Quote ${quote.number}`);
  doc.fontSize(10).font("Helvetica").text(`Issued ${longDate(quote.createdAt)} · Status: ${quote.status[0].toUpperCase()}${quote.status.slice(1)}`);
  doc.moveDown();

  doc.fontSize(12).font("Helvetica-Bold").text("Event");
  doc.fontSize(10).font("Helvetica");
  doc.text(`Type: ${eventTypeLabel(quote.eventType)}`);
  doc.text(`Date: ${longDate(quote.eventDate)}`);
  doc.text(`Guests: ${quote.guestCount}`);
  doc.text(`Venue: ${quote.venue}`);
  doc.text(`Package: ${quote.menuPackage}`);
  if (quote.contactName) doc.text(`Contact: ${quote.contactName} · ${quote.contactEmail ?? ""} · ${quote.contactPhone ?? ""}`);
  doc.moveDown();

  doc.fontSize(12).font("Helvetica-Bold").text(quote.lines?.length ? "Proposal" : "Menu");
  doc.fontSize(10).font("Helvetica");
  if (quote.lines?.length) {
    for (const line of quote.lines) {
      doc.text(`•  ${line.description} — ${line.quantity} × ${formatCents(decimalToCents(line.unitPrice) ?? 0)} = ${formatCents(decimalToCents(line.lineTotal) ?? 0)}`);
    }
  } else if (menuItemNames.length === 0) doc.text("To be agreed with our team.");
  for (const name of menuItemNames) doc.text(`•  ${name}`);
  if (quote.notes) doc.moveDown(0.5).text(`Notes: ${quote.notes}`);
  doc.moveDown();

  doc.fontSize(12).font("Helvetica-Bold").text("Totals");
  doc.fontSize(10).font("Helvetica");
  doc.text(`Total: ${formatCents(totalCents)}`);
  doc.text(`Deposit (50%) to secure the date: ${formatCents(deposit)}`);
  doc.text(`Balance: ${formatCents(totalCents - deposit)}, due ${longDate(balanceDueDate(new Date(quote.eventDate)))}`);
  doc.moveDown();

  doc.fontSize(12).font("Helvetica-Bold").text("Terms");
  doc.fontSize(9).font("Helvetica");
  for (const term of QUOTE_TERMS) doc.text(`•  ${term}`);

  doc.end();
  return done;
}
