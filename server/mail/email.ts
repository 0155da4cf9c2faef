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
  /**
   * Someone's own words, quoted (a message, an enquiry). `byBusiness`: the business's own words, titled with its name
   * from settings when the email is rendered ("Rosa's Kitchen wrote:"), never a member of staff's username.
   */
  | { kind: "quote"; title: string; text: string; byBusiness?: boolean };

export interface Email {
  subject: string;
  /** The line mail programs show after the subject. */
  preview: string;
  /**
   * "Hi Dora," (templates.ts `greeting`): the first line of every email to a person (a customer, a client, an invited
   * member of staff), which is then signed with the business's name from settings when rendered. Omitted in notices
   * to the business's own inbox, which are neither greeted nor signed.
   */
  greeting?: string;
  blocks: readonly EmailBlock[];
  /** Where a reply goes when it should not come to us (a customer's enquiry announced to the business). */
  replyTo?: string;
}
