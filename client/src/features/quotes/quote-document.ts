import { eventTypeLabel } from "@shared/rules/event-types";
import { QUOTE_TERMS } from "@shared/rules/quotes";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { QuoteView } from "@shared/validators/quotes";
import { businessDates } from "@shared/rules/dates";
import { formatQuoteAmount, formatQuoteDate, menuPackageLabel, quoteStatusLabel } from "./quote-display";
import { escapeHtml } from "@shared/text/escape-html";

export interface QuoteDocumentLine {
  label: string;
  value: string;
}

/**
 * Everything a quote document says, already formatted, in reading order. The printable HTML and the
 * plain-text summary are both rendered from this one model, so they can never disagree.
 */
export interface QuoteDocument {
  /** "Catering Quote CC-2024-007". */
  title: string;
  company: CompanyInfo;
  number: string;
  status: string;
  /** When the quote was issued, as a long date. */
  issued: string;
  event: QuoteDocumentLine[];
  /** The selected menu items by name; empty when the menu is still to be agreed. */
  menuItems: string[];
  totals: QuoteDocumentLine[];
  notes: string | null;
  terms: readonly string[];
}

/** Shown when the quote has no menu items yet (the PDF says the same). */
export const MENU_TO_BE_AGREED = "To be agreed with our team.";

/**
 * The document model of a quote: company details, the event, the menu, the money and the terms. Dates are in the
 * company's time zone (`company.timeZone`), as on the server's PDF.
 */
export function buildQuoteDocument(quote: QuoteView, company: CompanyInfo, menuItemNames: readonly string[]): QuoteDocument {
  const dates = businessDates(company.timeZone);
  const number = quote.number;
  const event: QuoteDocumentLine[] = [
    { label: "Event type", value: eventTypeLabel(quote.eventType) },
    { label: "Event date", value: formatQuoteDate(quote.eventDate, dates) },
    { label: "Guests", value: String(quote.guestCount) },
    { label: "Venue", value: quote.venue?.trim() || "TBD" },
    { label: "Package", value: menuPackageLabel(quote.menuPackage) },
  ];
  if (quote.contactName) {
    event.push({ label: "Contact", value: [quote.contactName, quote.contactEmail, quote.contactPhone].filter(Boolean).join(", ") });
  }
  const totals: QuoteDocumentLine[] = [
    { label: "Total", value: formatQuoteAmount(quote.totalAmount) },
    {
      label: "Deposit (50%) to secure the date",
      value: quote.depositPaidAt
        ? `${formatQuoteAmount(quote.depositAmount)}, paid on ${formatQuoteDate(quote.depositPaidAt, dates)}`
        : formatQuoteAmount(quote.depositAmount),
    },
    { label: `Balance due ${formatQuoteDate(quote.balanceDueDate, dates)}`, value: formatQuoteAmount(quote.balanceAmount) },
  ];
  return {
    title: `Catering Quote ${number}`,
    company,
    number,
    status: quoteStatusLabel(quote.status),
    issued: formatQuoteDate(quote.createdAt, dates),
    event,
    menuItems: [...menuItemNames],
    totals,
    notes: quote.notes?.trim() || null,
    terms: QUOTE_TERMS,
  };
}

/** The plain-text summary (Copy as text): the same content as the printed quote, one fact per line. */
export function quoteDocumentText(doc: QuoteDocument): string {
  const line = ({ label, value }: QuoteDocumentLine) => `${label}: ${value}`;
  const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`);
  const sections: string[][] = [
    [doc.company.name, doc.company.address, `Phone: ${doc.company.phone}`, `Email: ${doc.company.email}`, `Website: ${doc.company.website}`],
    [doc.title, `Status: ${doc.status}`, `Issued: ${doc.issued}`],
    ["EVENT", ...doc.event.map(line)],
    ["MENU", ...(doc.menuItems.length > 0 ? bullets(doc.menuItems) : [MENU_TO_BE_AGREED])],
    ["TOTALS", ...doc.totals.map(line)],
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
    "<h3>Menu</h3>",
    doc.menuItems.length > 0 ? bullets(doc.menuItems) : `<p>${e(MENU_TO_BE_AGREED)}</p>`,
    "<h3>Totals</h3>",
    list(doc.totals),
    ...(doc.notes ? ["<h3>Notes</h3>", `<p class="notes">${e(doc.notes)}</p>`] : []),
    "<h3>Terms</h3>",
    bullets(doc.terms),
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}
