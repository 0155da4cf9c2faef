import { formatCents } from "@shared/rules/money";
import type { Email, EmailBlock } from "./email";

/**
 * Every email the app sends, one function each. Amounts arrive in cents and dates already written the shared way
 * (shared/rules/dates.ts: the long US date, in the business's time zone), so every email formats them alike; the
 * layout and the company's contact details are added when the message is rendered (render.tsx).
 */
const text = (value: string): EmailBlock => ({ kind: "text", text: value });
const details = (...rows: (readonly [string, string] | false | null | undefined)[]): EmailBlock => ({
  kind: "details",
  rows: rows.filter((row): row is readonly [string, string] => !!row),
});
const action = (label: string, url: string): EmailBlock => ({ kind: "action", label, url });

export interface Person {
  name: string;
  email?: string | null;
  phone?: string | null;
}
const contactLine = (person: Person) => [person.name, person.phone, person.email].filter(Boolean).join(" · ");

export interface ReceiptLine {
  quantity: number;
  name: string;
  option?: string | null;
  totalCents: number;
}
const receiptRows = (lines: readonly ReceiptLine[]) =>
  lines.map((line) => ({ label: `${line.quantity} × ${line.name}${line.option ? ` (${line.option})` : ""}`, amount: formatCents(line.totalCents) }));

export interface OrderReceipt {
  number: string;
  lines: readonly ReceiptLine[];
  coupon?: { code: string; discountCents: number } | null;
  deliveryFeeCents: number;
  taxCents: number;
  totalCents: number;
  /** The long date of the event, or null when the customer has not given one. */
  eventDate: string | null;
  location?: string | null;
  notes?: string | null;
}
const orderReceipt = (order: OrderReceipt): EmailBlock[] => [
  {
    kind: "receipt",
    rows: [
      ...receiptRows(order.lines),
      ...(order.coupon ? [{ label: `Discount (${order.coupon.code})`, amount: `-${formatCents(order.coupon.discountCents)}` }] : []),
      ...(order.deliveryFeeCents > 0 ? [{ label: "Delivery", amount: formatCents(order.deliveryFeeCents) }] : []),
      ...(order.taxCents > 0 ? [{ label: "Sales tax", amount: formatCents(order.taxCents) }] : []),
      { label: "Total paid", amount: formatCents(order.totalCents), strong: true },
    ],
  },
  details(["Event date", order.eventDate ?? "TBD"], order.location ? ["Location", order.location] : null, order.notes ? ["Notes", order.notes] : null),
];

export interface DinnerOrderMail {
  number: string;
  /** The long date and pickup time. */
  pickup: string;
  lines: readonly ReceiptLine[];
  totalCents: number;
  notes?: string | null;
}
const dinnerReceipt = (order: DinnerOrderMail): EmailBlock => ({
  kind: "receipt",
  rows: [...receiptRows(order.lines), { label: "Total, paid at pickup", amount: formatCents(order.totalCents), strong: true }],
});

export interface QuoteRequestMail {
  number: string;
  eventType: string;
  /** The long date and time of the event. */
  when: string;
  guestCount: number;
  venue: string;
  menuPackage: string;
  dishes: readonly string[];
  budgetCents: number;
  estimateCents: number;
  notes: string | null;
}

export const emails = {
  passwordReset: (p: { username: string; link: string }): Email => ({
    subject: "Reset your Creative Cuisines password",
    preview: "Choose a new password within 1 hour.",
    greeting: `Hello ${p.username},`,
    blocks: [
      text("Someone (hopefully you) asked to reset your Creative Cuisines password. Open this link within 1 hour to choose a new one."),
      action("Reset my password", p.link),
      text("If you did not ask for this, you can ignore this email; your password stays as it is."),
    ],
  }),

  passwordChanged: (p: { username: string; resetUrl: string }): Email => ({
    subject: "Your Creative Cuisines password was changed",
    preview: "Every other device was signed out.",
    greeting: `Hello ${p.username},`,
    blocks: [
      text("The password of your Creative Cuisines account was just changed, and every other device was signed out."),
      text("If this was not you, reset your password now and contact us."),
      action("Reset my password", p.resetUrl),
    ],
  }),

  adminInvitation: (p: { username: string; invitedBy: string; link: string }): Email => ({
    subject: "You are invited to run Creative Cuisines",
    preview: "Choose your password within 3 days.",
    greeting: `Hello ${p.username},`,
    blocks: [
      text(`${p.invitedBy} has made you an administrator of Creative Cuisines. Choose your password within 3 days with this link:`),
      action("Choose my password", p.link),
      text(`Then sign in as ${p.username}.`),
    ],
  }),

  emailChange: (p: { username: string; link: string }): Email => ({
    subject: "Confirm your new Creative Cuisines email",
    preview: "Confirm within 24 hours.",
    greeting: `Hello ${p.username},`,
    blocks: [
      text("Open this link within 24 hours to use this address for your Creative Cuisines account:"),
      action("Confirm my email", p.link),
      text("If you did not ask for this, ignore this email; nothing changes."),
    ],
  }),

  orderReceipt: (p: { customerName: string; order: OrderReceipt }): Email => ({
    subject: `Your Creative Cuisines order ${p.order.number}`,
    preview: `Thank you! ${formatCents(p.order.totalCents)} paid.`,
    greeting: `Hello ${p.customerName},`,
    blocks: [text(`Thank you for your order ${p.order.number}. Our team will contact you within 24 hours to confirm the details.`), ...orderReceipt(p.order)],
  }),

  newPaidOrder: (p: { customer: Person; order: OrderReceipt }): Email => ({
    subject: `New paid order ${p.order.number}: ${formatCents(p.order.totalCents)}`,
    preview: `${p.customer.name} paid ${formatCents(p.order.totalCents)}.`,
    blocks: [details(["Customer", contactLine(p.customer)]), ...orderReceipt(p.order)],
    ...(p.customer.email ? { replyTo: p.customer.email } : {}),
  }),

  dinnerOrder: (p: { customerName: string; order: DinnerOrderMail }): Email => ({
    subject: `Your dinner pickup order ${p.order.number}`,
    preview: `Pickup on ${p.order.pickup}.`,
    greeting: `Hello ${p.customerName},`,
    blocks: [text(`Your order ${p.order.number} is confirmed for pickup on ${p.order.pickup}.`), dinnerReceipt(p.order)],
  }),

  newDinnerOrder: (p: { customer: Person; order: DinnerOrderMail }): Email => ({
    subject: `New dinner pickup order ${p.order.number} for ${p.order.pickup}`,
    preview: `${p.customer.name}, ${formatCents(p.order.totalCents)} to pay at pickup.`,
    blocks: [details(["Customer", contactLine(p.customer)], ["Pickup", p.order.pickup], p.order.notes ? ["Notes", p.order.notes] : null), dinnerReceipt(p.order)],
    ...(p.customer.email ? { replyTo: p.customer.email } : {}),
  }),

  orderStatus: (p: { customerName: string; number: string; statusLabel: string; news: string; refundedCents: number }): Email => ({
    subject: `Your order ${p.number}: ${p.statusLabel}`,
    preview: p.news,
    greeting: `Hello ${p.customerName},`,
    blocks: [text(p.news), ...(p.refundedCents > 0 ? [text(`We refunded ${formatCents(p.refundedCents)} to your card.`)] : [])],
  }),

  orderRefund: (p: { customerName: string; number: string; amountCents: number; reason: string; refundId: string }): Email => ({
    subject: `A refund for your order ${p.number}`,
    preview: `${formatCents(p.amountCents)} is on its way back to your card.`,
    greeting: `Hello ${p.customerName},`,
    blocks: [
      text(`We refunded ${formatCents(p.amountCents)} of your order ${p.number}.`),
      details(["Reason", p.reason], ["Refund reference", p.refundId]),
      text("It usually reaches your card within 5 to 10 business days."),
    ],
  }),

  /**
   * A charge that went through for something no longer payable (an order cancelled, a proposal changed while the
   * card was being charged) and was given back at once, or will be when the card service answers.
   */
  paymentReversed: (p: { name: string; what: string; reason: string; amountCents: number; refunded: boolean; refundId: string | null }): Email => ({
    subject: p.refunded ? `You were not charged for ${p.what}` : `Your payment for ${p.what} will be refunded`,
    preview: p.refunded ? `${formatCents(p.amountCents)} was reversed at once.` : `${formatCents(p.amountCents)} is owed back to you.`,
    greeting: `Hello ${p.name},`,
    blocks: [
      text(p.reason),
      text(
        p.refunded
          ? `Your card payment of ${formatCents(p.amountCents)} went through at the same moment, so we reversed it at once: you have not been charged.`
          : `Your card payment of ${formatCents(p.amountCents)} went through at the same moment. We could not reach the card service to reverse it just now; we will refund it in full, and you will receive an email when we do.`,
      ),
      details(["Amount", formatCents(p.amountCents)], p.refundId ? ["Refund reference", p.refundId] : null),
      text("A reversed payment can show on your statement for a few days before it disappears."),
    ],
  }),

  depositReceived: (p: { username: string; number: string; amountCents: number; balanceCents: number; chargeId: string }): Email => ({
    subject: `Deposit received for your proposal ${p.number}`,
    preview: "Your date is secured.",
    greeting: `Hello ${p.username},`,
    blocks: [
      text(`We received your deposit of ${formatCents(p.amountCents)} for proposal ${p.number}: your date is secured.`),
      text(`Balance of ${formatCents(p.balanceCents)} is due 7 days before the event.`),
      details(["Payment reference", p.chargeId]),
    ],
  }),

  balanceReminder: (p: { name: string; number: string; balanceCents: number; dueDate: string; eventDate: string; daysLeft: number; proposalsUrl: string }): Email => ({
    subject: `Your balance for proposal ${p.number} is due on ${p.dueDate}`,
    preview: `${formatCents(p.balanceCents)} is due in ${p.daysLeft} ${p.daysLeft === 1 ? "day" : "days"}.`,
    greeting: `Hello ${p.name},`,
    blocks: [
      text(`A friendly reminder: the balance of ${formatCents(p.balanceCents)} for proposal ${p.number} is due on ${p.dueDate}, 7 days before your event.`),
      details(["Proposal", p.number], ["Event date", p.eventDate], ["Balance due", formatCents(p.balanceCents)], ["Due date", p.dueDate]),
      text("Reply to this email or call us to arrange the payment, or if anything about your event has changed."),
      action("Review my proposal", p.proposalsUrl),
    ],
  }),

  depositRefunded: (p: { number: string; amountCents: number; whole: boolean; reason: string; refundId: string }): Email => ({
    subject: `Your deposit for proposal ${p.number} was refunded`,
    preview: `${formatCents(p.amountCents)} is on its way back to your card.`,
    blocks: [
      text(`We refunded ${p.whole ? "your deposit" : "part of your deposit"}: ${formatCents(p.amountCents)} for proposal ${p.number}.`),
      details(["Reason", p.reason], ["Refund reference", p.refundId]),
      text("It usually reaches your card within 5 to 10 business days."),
    ],
  }),

  newEnquiry: (p: { name: string; email: string; phone?: string | null; eventType?: string | null; eventDate?: string | null; guestCount?: number | null; message?: string | null }): Email => ({
    subject: `New enquiry from ${p.name}`,
    preview: p.message?.slice(0, 90) || `${p.name} wrote to you.`,
    blocks: [
      details(["Name", p.name], ["Email", p.email], ["Phone", p.phone || "-"], ["Event type", p.eventType || "-"], ["Event date", p.eventDate || "-"], ["Guests", p.guestCount ? String(p.guestCount) : "-"]),
      ...(p.message ? [{ kind: "quote", title: `${p.name} wrote:`, text: p.message } as const] : []),
      text("Reply to this email to answer them."),
    ],
    // Replying from the mail program answers the customer.
    replyTo: p.email,
  }),

  enquiryReply: (p: { name: string; reply: string; original: string | null; businessEmail: string }): Email => ({
    subject: "Re: your enquiry to Creative Cuisines",
    preview: p.reply.slice(0, 90),
    greeting: `Hello ${p.name},`,
    blocks: [text(p.reply), ...(p.original ? [{ kind: "quote", title: "You wrote:", text: p.original } as const] : [])],
    replyTo: p.businessEmail,
  }),

  quoteReceived: (p: { quote: QuoteRequestMail }): Email => ({
    subject: `We received your quote request ${p.quote.number}`,
    preview: "We will contact you within 24 hours.",
    blocks: [
      text("Thank you! We will contact you within 24 hours with a detailed quote and pricing."),
      details(
        ["Event", `${p.quote.eventType} for ${p.quote.guestCount} guests`],
        ["When", p.quote.when],
        ["Venue", p.quote.venue],
        p.quote.estimateCents > 0 ? ["Estimate", formatCents(p.quote.estimateCents)] : null,
      ),
    ],
  }),

  newQuoteRequest: (p: { from: Person; quote: QuoteRequestMail }): Email => ({
    subject: `New quote request ${p.quote.number} from ${p.from.name || "a visitor"}`,
    preview: `${p.quote.eventType}, ${p.quote.guestCount} guests, ${p.quote.when}.`,
    blocks: [
      details(
        ["From", [p.from.name, p.from.email, p.from.phone].filter(Boolean).join(" · ")],
        ["Event", `${p.quote.eventType}, ${p.quote.when}`],
        ["Guests", String(p.quote.guestCount)],
        ["Venue", p.quote.venue],
        ["Package", p.quote.menuPackage],
        ["Dishes", p.quote.dishes.length ? p.quote.dishes.join(", ") : "to be agreed"],
        p.quote.budgetCents > 0 ? ["Budget", formatCents(p.quote.budgetCents)] : null,
        p.quote.estimateCents > 0 ? ["Estimate", formatCents(p.quote.estimateCents)] : null,
        ["Notes", p.quote.notes ?? "none"],
      ),
    ],
    ...(p.from.email ? { replyTo: p.from.email } : {}),
  }),

  proposalSent: (p: { clientName: string; companyName: string; number: string; summary: string; totalCents: number; invitationLink: string | null; proposalsUrl: string }): Email => ({
    subject: `Your catering proposal ${p.number} from ${p.companyName}`,
    preview: `${p.summary} Total: ${formatCents(p.totalCents)}.`,
    greeting: `Hello ${p.clientName},`,
    blocks: [
      text(`We have prepared catering proposal ${p.number} for you: ${p.summary} Total: ${formatCents(p.totalCents)}.`),
      ...(p.invitationLink
        ? [text("Choose your password within 3 days with this link, then review, accept and pay the deposit online."), action("Choose my password", p.invitationLink)]
        : [text("Sign in to review, accept and pay the deposit online."), action("Review my proposal", p.proposalsUrl)]),
    ],
  }),

  quoteStatus: (p: { number: string; status: string; proposalsUrl: string }): Email => ({
    subject: `Your quote ${p.number} is now ${p.status}`,
    preview: `The status of quote ${p.number} changed to ${p.status}.`,
    blocks: [text(`The status of quote ${p.number} changed to ${p.status}.`), action("Open my proposals", p.proposalsUrl)],
  }),

  quoteStatusForBusiness: (p: { number: string; status: string }): Email => ({
    subject: `Quote ${p.number} was ${p.status} by the client`,
    preview: `Quote ${p.number}: ${p.status}.`,
    blocks: [text(`Quote ${p.number}: ${p.status}.`)],
  }),

  /** `news`: what changed, as the proposal's message thread says it. */
  proposalUpdated: (p: { number: string; news: string; proposalsUrl: string }): Email => ({
    subject: `Your proposal ${p.number} was updated`,
    preview: p.news,
    blocks: [text(p.news), action("Open my proposals", p.proposalsUrl)],
  }),

  newMessage: (p: { number: string; from: string; content: string; messagesUrl: string }): Email => ({
    subject: `New message about quote ${p.number}`,
    preview: p.content.slice(0, 90),
    blocks: [{ kind: "quote", title: `${p.from} wrote:`, text: p.content }, action("Reply", p.messagesUrl)],
  }),
} satisfies Record<string, (params: never) => Email>;

export type EmailTemplates = typeof emails;
