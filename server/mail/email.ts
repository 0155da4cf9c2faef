/**
 * What an email says, independent of how it is drawn: the templates (templates.ts) build these, and render.tsx turns
 * one into the HTML part and the plain-text part of the same message, both ending with the company's contact details.
 */
export type EmailBlock =
  /** A paragraph. */
  | { kind: "text"; text: string }
  /** Label and value pairs: "Guests: 120". */
  | { kind: "details"; rows: readonly (readonly [label: string, value: string])[] }
  /** A receipt: what was bought and its amount, the last rows (e.g. the total) marked strong. */
  | { kind: "receipt"; rows: readonly { label: string; amount: string; strong?: boolean }[] }
  /** The one thing to do: a button in HTML, "Label: url" in text. */
  | { kind: "action"; label: string; url: string }
  /** Someone's own words, quoted (a message, an enquiry). */
  | { kind: "quote"; title: string; text: string };

export interface Email {
  subject: string;
  /** The line mail programs show after the subject. */
  preview: string;
  /** "Hello Dora," — omitted in notices to the business. */
  greeting?: string;
  blocks: readonly EmailBlock[];
  /** Where a reply goes when it should not come to us (a customer's enquiry announced to the business). */
  replyTo?: string;
}
