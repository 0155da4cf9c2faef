import PDFDocument from "pdfkit";
import { businessDates } from "@shared/rules/dates";
import type { CompanyInfo } from "@shared/settings/company-info";
import { collectPdf } from "./quote-pdf";

/** What the signed PDF is made of: the stored signature (quote_signatures) and the proposal's number. */
export interface SignedProposal {
  number: string;
  version: number;
  signerName: string;
  signaturePng: Buffer;
  consentText: string;
  ipAddress: string;
  userAgent: string;
  /** The proposal PDF exactly as signed, and its SHA-256 in hex. */
  documentPdf: Buffer;
  documentSha256: string;
  signedAt: Date;
}

/** The name the original proposal carries inside the signed PDF (and when downloaded on its own). */
export const signedOriginalFilename = (signed: Pick<SignedProposal, "number" | "version">) => `quote-${signed.number}-v${signed.version}.pdf`;

/**
 * The signed proposal (docs/decisions/014-e-signature.md): a page with the drawn signature, then a certificate page
 * (who, when in the business's time zone and in UTC, from where, the version and the SHA-256 of the document signed,
 * and how to check it). The proposal exactly as signed travels inside as a file attachment, byte for byte, so anyone
 * holding this PDF can extract it and recompute its hash. PDFKit cannot copy another PDF's pages, which is why the
 * original is attached rather than redrawn: a redrawing would be another document with another hash.
 *
 * Rendered from stored values only, with the signing time as the PDF's dates: the same signature always gives the
 * same bytes.
 */
export function renderSignedProposalPdf(signed: SignedProposal, company: CompanyInfo): Promise<Buffer> {
  const dates = businessDates(company.timeZone);
  const at = signed.signedAt;
  const original = signedOriginalFilename(signed);
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: 56,
    info: {
      Title: `Signed Catering Quote ${signed.number}`,
      Author: company.name,
      Subject: `Signed by ${signed.signerName}`,
      CreationDate: at,
    },
  });
  const done = collectPdf(pdf);
  const field = (label: string, value: string) => pdf.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);

  pdf.fontSize(20).font("Helvetica-Bold").text(company.name);
  pdf.fontSize(10).font("Helvetica").fillColor("#333333").text(company.address).text(`${company.phone} · ${company.email} · ${company.website}`);
  pdf.moveDown(1.5).fillColor("#000000");
  pdf.fontSize(16).font("Helvetica-Bold").text(`Signed Catering Quote ${signed.number}`);
  pdf.fontSize(10).font("Helvetica").text(`Version ${signed.version} · Accepted and signed electronically`);
  pdf.moveDown();
  pdf.text(
    `The proposal exactly as signed is attached to this PDF as "${original}" (open your PDF reader's attachments panel). The certificate on the next page gives its SHA-256.`,
  );
  pdf.moveDown();
  pdf.font("Helvetica-Bold").text("Consent");
  pdf.font("Helvetica").text(signed.consentText);
  pdf.moveDown();
  pdf.font("Helvetica-Bold").text("Signature");
  const top = pdf.y + 6;
  pdf.image(signed.signaturePng, pdf.page.margins.left, top, {
    fit: [300, 120],
  });
  pdf
    .moveTo(pdf.page.margins.left, top + 126)
    .lineTo(pdf.page.margins.left + 300, top + 126)
    .stroke("#555555");
  pdf.y = top + 132;
  pdf.x = pdf.page.margins.left;
  pdf
    .fontSize(10)
    .font("Helvetica")
    .text(`Signed by ${signed.signerName} on ${dates.formatLongDateTime(at.toISOString())} (${company.timeZone})`);

  pdf.addPage();
  pdf.fontSize(16).font("Helvetica-Bold").text("Signature certificate");
  pdf.moveDown().fontSize(10);
  field("Document", `Catering Quote ${signed.number}, version ${signed.version}`);
  field("Signer", signed.signerName);
  field("Signed at", `${dates.formatLongDateTime(at.toISOString())} (${company.timeZone})`);
  field("Signed at (UTC)", at.toISOString());
  field("IP address", signed.ipAddress);
  field("User agent", signed.userAgent || "(none sent)");
  field("Attached original", `${original}, ${signed.documentPdf.length} bytes`);
  pdf.moveDown(0.5).font("Helvetica-Bold").text("SHA-256 of the document signed:");
  pdf.font("Courier").fontSize(9).text(signed.documentSha256);
  pdf.moveDown().fontSize(10).font("Helvetica-Bold").text("How to verify");
  pdf
    .font("Helvetica")
    .text(
      `Save the attached file "${original}" (your client portal or proposal link also offers it as "Original PDF") and compute its SHA-256, ` +
        `for example with "shasum -a 256 ${original}" (macOS, Linux) or "certutil -hashfile ${original} SHA256" (Windows). ` +
        "The result must equal the hash above; any change to the document gives another hash.",
    );

  pdf.file(signed.documentPdf, {
    name: original,
    type: "application/pdf",
    description: `Catering Quote ${signed.number}, version ${signed.version}, as signed`,
    creationDate: at,
    modifiedDate: at,
  });
  pdf.end();
  return done;
}
