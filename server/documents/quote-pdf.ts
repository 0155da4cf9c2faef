import PDFDocument from "pdfkit";
import { MENU_TO_BE_AGREED, type ProposalDocument } from "@shared/rules/proposal-document";

/**
 * The printable proposal as a PDF, rendered from the one document model (shared/rules/proposal-document.ts) that the
 * screen and the printed page use too: the business's logo and details, the event, the lines or dishes, totals,
 * every payment, the balance with its due date, terms. Dates are already written in the business's time zone.
 *
 * The same document renders to the same bytes: the PDF's creation date is `createdAt` (the quote's), never the
 * clock, and PDFKit derives the file ID from it. A signature binds the SHA-256 of these bytes
 * (docs/decisions/014-e-signature.md).
 */
export function renderQuotePdf(
  doc: ProposalDocument,
  {
    createdAt,
    logo,
  }: {
    createdAt: Date;
    /** The business's logo as PNG (documents/logo.ts), drawn in the top right corner. */
    logo: Buffer;
  },
): Promise<Buffer> {
  const eventType = doc.event.find((f) => f.label === "Event type")?.value ?? "";
  const eventDate = doc.event.find((f) => f.label === "Event date")?.value ?? "";
  const pdf = new PDFDocument({ size: "LETTER", margin: 56, info: { Title: doc.title, Author: doc.company.name, Subject: `${eventType} on ${eventDate}`, CreationDate: createdAt } });
  const done = collectPdf(pdf);
  const heading = (text: string) => pdf.moveDown().fontSize(12).font("Helvetica-Bold").text(text).fontSize(10).font("Helvetica");

  // The logo beside the company's details, which wrap short of it.
  const logoSize = 56;
  const right = pdf.page.width - pdf.page.margins.right;
  pdf.image(logo, right - logoSize, pdf.page.margins.top, { fit: [logoSize, logoSize] });
  const beside = { width: right - logoSize - 16 - pdf.page.margins.left };
  pdf.fontSize(20).font("Helvetica-Bold").text(doc.company.name, beside);
  pdf.fontSize(10).font("Helvetica").fillColor("#333333").text(doc.company.address, beside).text(`${doc.company.phone} · ${doc.company.email} · ${doc.company.website}`, beside);
  // Below the logo, however short the details above.
  pdf.y = Math.max(pdf.y, pdf.page.margins.top + logoSize);
  pdf.moveDown(1.5);
  pdf.fillColor("#000000").fontSize(16).font("Helvetica-Bold").text(doc.title);
  pdf.fontSize(10).font("Helvetica").text(`Issued ${doc.issued} · Status: ${doc.status}`);

  heading("Event");
  for (const { label, value } of doc.event) pdf.text(`${label}: ${value}`);

  if (doc.lines.length) {
    heading("Proposal");
    // A percentage line names its rate in its description and has no quantity (shared/rules/proposal-document.ts).
    for (const line of doc.lines) pdf.text(line.quantity ? `•  ${line.description} — ${line.quantity} × ${line.unitPrice} = ${line.lineTotal}` : `•  ${line.description} — ${line.lineTotal}`);
  } else {
    heading("Menu");
    if (doc.menuItems.length === 0) pdf.text(MENU_TO_BE_AGREED);
    for (const name of doc.menuItems) pdf.text(`•  ${name}`);
  }
  if (doc.notes) pdf.moveDown(0.5).text(`Notes: ${doc.notes}`);

  heading("Totals");
  for (const { label, value } of doc.totals) pdf.text(`${label}: ${value}`);

  if (doc.payments.length) {
    heading("Payments");
    for (const payment of doc.payments) pdf.text(`${payment.date} · ${payment.description}: ${payment.amount}`);
  }

  heading("Terms");
  pdf.fontSize(9);
  for (const term of doc.terms) pdf.text(`•  ${term}`);

  pdf.end();
  return done;
}

/** The bytes PDFKit writes for `pdf`, once it is ended. */
export function collectPdf(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
}
