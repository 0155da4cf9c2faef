import type { DocumentField, ProposalDocument } from "@shared/rules/proposal-document";
import { MENU_TO_BE_AGREED } from "@shared/rules/proposal-document";
import { escapeHtml } from "@shared/text/escape-html";

/**
 * The printed page and the plain-text copy of a proposal. Both render the one document model of
 * shared/rules/proposal-document.ts, which the screen's details and the server's PDF render too, so none of them can
 * disagree on a line, a total, a payment or the balance.
 */
export { buildProposalDocument as buildQuoteDocument, MENU_TO_BE_AGREED } from "@shared/rules/proposal-document";
export type QuoteDocument = ProposalDocument;
export type QuoteDocumentLine = DocumentField;

/** The plain-text summary (Copy as text): the same content as the printed quote, one fact per line. */
export function quoteDocumentText(doc: QuoteDocument): string {
  const line = ({ label, value }: QuoteDocumentLine) => `${label}: ${value}`;
  const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`);
  const sections: string[][] = [
    [doc.company.name, doc.company.address, `Phone: ${doc.company.phone}`, `Email: ${doc.company.email}`, `Website: ${doc.company.website}`],
    [doc.title, `Status: ${doc.status}`, `Issued: ${doc.issued}`],
    ["EVENT", ...doc.event.map(line)],
    doc.lines.length > 0
      ? ["PROPOSAL", ...doc.lines.map((l) => (l.quantity ? `- ${l.description}: ${l.quantity} × ${l.unitPrice} = ${l.lineTotal}` : `- ${l.description}: ${l.lineTotal}`))]
      : ["MENU", ...(doc.menuItems.length > 0 ? bullets(doc.menuItems) : [MENU_TO_BE_AGREED])],
    ["TOTALS", ...doc.totals.map(line)],
    ...(doc.payments.length > 0 ? [["PAYMENTS", ...doc.payments.map((p) => `${p.date} · ${p.description}: ${p.amount}`)]] : []),
    ...(doc.notes ? [["NOTES", doc.notes]] : []),
    ["TERMS", ...bullets(doc.terms)],
  ];
  return `${sections.map((section) => section.join("\n")).join("\n\n")}\n`;
}

export { escapeHtml };

const PRINT_STYLES = `
  body { font-family: Georgia, "Times New Roman", serif; color: #111; margin: 0 auto; max-width: 720px; padding: 32px 24px; line-height: 1.45; }
  header { border-bottom: 2px solid #111; padding-bottom: 12px; margin-bottom: 20px; }
  h1 { font-size: 24px; margin: 0 0 4px; }
  h2 { font-size: 20px; margin: 0 0 4px; }
  h3 { font-size: 15px; text-transform: uppercase; letter-spacing: 0.05em; margin: 20px 0 6px; }
  p, li, dt, dd { font-size: 14px; }
  p { margin: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  dt { font-weight: bold; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: 20px; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  th, td { text-align: left; padding: 2px 8px 2px 0; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; }
  .notes { white-space: pre-wrap; overflow-wrap: anywhere; }
  @media print { body { padding: 0; } }
`;

/** The printable quote: a complete HTML document with every value escaped. No scripts. */
export function quoteDocumentHtml(doc: QuoteDocument): string {
  const e = escapeHtml;
  const list = (lines: readonly QuoteDocumentLine[]) => `<dl>${lines.map(({ label, value }) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`).join("")}</dl>`;
  const bullets = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${e(item)}</li>`).join("")}</ul>`;
  const website = doc.company.website;
  const websiteHtml = /^https?:\/\//i.test(website) ? `<a href="${e(website)}">${e(website)}</a>` : e(website);
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(doc.title)}</title>`,
    `<style>${PRINT_STYLES}</style>`,
    "</head>",
    "<body>",
    "<header>",
    `<h1>${e(doc.company.name)}</h1>`,
    `<p>${e(doc.company.address)}</p>`,
    `<p>Phone: ${e(doc.company.phone)} · Email: ${e(doc.company.email)} · Website: ${websiteHtml}</p>`,
    "</header>",
    "<main>",
    `<h2>${e(doc.title)}</h2>`,
    `<p>Status: ${e(doc.status)} · Issued: ${e(doc.issued)}</p>`,
    "<h3>Event</h3>",
    list(doc.event),
    ...(doc.lines.length > 0
      ? [
          "<h3>Proposal</h3>",
          `<table><thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead><tbody>${doc.lines
            .map((l) => `<tr><td>${e(l.description)}</td><td class="num">${e(l.quantity)}</td><td class="num">${e(l.unitPrice)}</td><td class="num">${e(l.lineTotal)}</td></tr>`)
            .join("")}</tbody></table>`,
        ]
      : ["<h3>Menu</h3>", doc.menuItems.length > 0 ? bullets(doc.menuItems) : `<p>${e(MENU_TO_BE_AGREED)}</p>`]),
    "<h3>Totals</h3>",
    list(doc.totals),
    ...(doc.payments.length > 0
      ? [
          "<h3>Payments</h3>",
          `<table><thead><tr><th>Date</th><th>Payment</th><th class="num">Amount</th></tr></thead><tbody>${doc.payments
            .map((p) => `<tr><td>${e(p.date)}</td><td>${e(p.description)}</td><td class="num">${e(p.amount)}</td></tr>`)
            .join("")}</tbody></table>`,
        ]
      : []),
    ...(doc.notes ? ["<h3>Notes</h3>", `<p class="notes">${e(doc.notes)}</p>`] : []),
    "<h3>Terms</h3>",
    bullets(doc.terms),
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}
