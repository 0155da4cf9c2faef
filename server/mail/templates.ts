import { formatCents } from "@shared/rules/money";
import { formatClockTime } from "@shared/rules/dinner";
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

/** Titles that are not a first name: "Dr. Ada Byron" is greeted in full. */
const TITLE = /^(mr|mrs|ms|miss|mx|dr|prof)\.?$/i;

/**
 * The first line of every email to a person: "Hi Jordan," from the name they gave ("Jordan Lee"), or "Hello," when
 * there is none (an account without a name, a dinner order without an email's owner). The email is then signed with
 * the business's name when it is rendered (render.tsx).
 */
export function greeting(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "Hello,";
  return `Hi ${TITLE.test(words[0]) && words.length > 1 ? words.join(" ") : words[0]},`;
}

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
  /** How it is paid: by card (paid already, the default), at pickup or on an invoice (a phone order's choice). */
  paymentMethod?: "card" | "at_pickup" | "invoice";
  /** The long date of the event, or null when the customer has not given one. */
  eventDate: string | null;
  location?: string | null;
  /** Pickup (its time, HH:MM, on the event date, at the business's address) or delivery (to its address). */
  fulfilment: { method: "pickup"; pickupTime: string | null } | { method: "delivery"; deliveryAddress: string | null };
  notes?: string | null;
}
const fulfilmentRows = (order: OrderReceipt): (readonly [string, string])[] =>
  order.fulfilment.method === "delivery"
    ? [["Delivery to", order.fulfilment.deliveryAddress ?? "The address we confirm with you"]]
    : [["Pickup", `${order.fulfilment.pickupTime ? `${formatClockTime(order.fulfilment.pickupTime)}, ` : ""}at our address below`]];
/** The receipt's total line, by how the order is paid: only a card order has been paid already. */
const RECEIPT_TOTAL_LABELS = { card: "Total paid", at_pickup: "Total, paid at pickup", invoice: "Total, to be invoiced" } as const;
const receiptPreview = (order: OrderReceipt) =>
  ({
    card: `Thank you! ${formatCents(order.totalCents)} paid.`,
    at_pickup: `Thank you! ${formatCents(order.totalCents)} to pay at pickup.`,
    invoice: `Thank you! ${formatCents(order.totalCents)}, to be invoiced.`,
  })[order.paymentMethod ?? "card"];
const orderReceipt = (order: OrderReceipt): EmailBlock[] => [
  {
    kind: "receipt",
    rows: [
      ...receiptRows(order.lines),
      ...(order.coupon ? [{ label: `Discount (${order.coupon.code})`, amount: `-${formatCents(order.coupon.discountCents)}` }] : []),
      ...(order.deliveryFeeCents > 0 ? [{ label: "Delivery", amount: formatCents(order.deliveryFeeCents) }] : []),
      ...(order.taxCents > 0 ? [{ label: "Sales tax", amount: formatCents(order.taxCents) }] : []),
      { label: RECEIPT_TOTAL_LABELS[order.paymentMethod ?? "card"], amount: formatCents(order.totalCents), strong: true },
    ],
  },
  details(["Event date", order.eventDate ?? "TBD"], ...fulfilmentRows(order), order.location ? ["Location", order.location] : null, order.notes ? ["Notes", order.notes] : null),
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

/** An order completed by the business (orders of every kind: checkout, dinner pickup, a subscription's delivery). */
export interface CompletedOrderMail {
  number: string;
  /** The long date of the event, pickup or delivery; null when the order has none. */
  date: string | null;
  totalCents: number;
  refundedCents: number;
  paymentMethod: "card" | "at_pickup" | "invoice";
  /** The loyalty points the order earned its client's account (0 for a visitor's order). */
  pointsEarned: number;
}
const PAID_BY: Record<CompletedOrderMail["paymentMethod"], string> = { card: "paid by card", at_pickup: "paid at pickup", invoice: "invoiced" };

/** A confirmed subscription, as its client's email lists it. */
export interface SubscriptionMail {
  plan: string;
  items: readonly string[];
  guestCount: number;
  /** "Wednesday". */
  weekday: string;
  address: string;
  /** The long dates of the deliveries now scheduled, first first. */
  deliveries: readonly string[];
  pricePerDeliveryCents: number;
}

/** A proposal's event, as the business's notices name it. */
export interface ProposalEventMail {
  /** "Wedding". */
  type: string;
  guestCount: number;
  /** When it starts, written by `formatEventStart` (shared/rules/dates.ts): no time for a date-only event. */
  when: string;
  venue: string;
}
const proposalEventLine = (event: ProposalEventMail) => `${event.type} for ${event.guestCount} guests on ${event.when}`;

/** What a client did to a proposal, in the business's words. */
const CLIENT_STATUS_VERBS: Record<string, string> = { accepted: "accepted", rejected: "declined", viewed: "opened" };

export const emails = {
  passwordReset: (p: { name: string | null; username: string; link: string }): Email => ({
    subject: "Reset your password",
    preview: "Choose a new password within 1 hour.",
    greeting: greeting(p.name),
    blocks: [
      text(`Someone (hopefully you) asked to reset the password of your account, ${p.username}. Open this link within 1 hour to choose a new one.`),
      action("Reset my password", p.link),
      text("If you did not ask for this, you can ignore this email; your password stays as it is."),
    ],
  }),

  passwordChanged: (p: { name: string | null; username: string; resetUrl: string }): Email => ({
    subject: "Your password was changed",
    preview: "Every other device was signed out.",
    greeting: greeting(p.name),
    blocks: [
      text(`The password of your account, ${p.username}, was just changed, and every other device was signed out.`),
      text("If this was not you, reset your password now and contact us."),
      action("Reset my password", p.resetUrl),
    ],
  }),

  adminInvitation: (p: { name: string | null; username: string; invitedBy: string; link: string }): Email => ({
    subject: "You are invited to help run our website",
    preview: "Choose your password within 3 days.",
    greeting: greeting(p.name),
    blocks: [
      text(`${p.invitedBy} has made you an administrator of our website. Choose your password within 3 days with this link:`),
      action("Choose my password", p.link),
      text(`Then sign in as ${p.username}.`),
    ],
  }),

  emailChange: (p: { name: string | null; username: string; link: string }): Email => ({
    subject: "Confirm your new email address",
    preview: "Confirm within 24 hours.",
    greeting: greeting(p.name),
    blocks: [
      text(`Open this link within 24 hours to use this address for your account, ${p.username}:`),
      action("Confirm my email", p.link),
      text("If you did not ask for this, ignore this email; nothing changes."),
    ],
  }),

  /** Sent on sign-up: opening the link proves the address, and brings the quotes asked for from it into the account. */
  emailVerification: (p: { name: string | null; username: string; link: string }): Email => ({
    subject: "Confirm your email address",
    preview: "Confirm within 24 hours.",
    greeting: greeting(p.name),
    blocks: [
      text(`Open this link within 24 hours to confirm this address for your account, ${p.username}. Any quotes you asked for from this address will then appear in your account.`),
      action("Confirm my email", p.link),
      text("If you did not make an account, ignore this email; nothing changes."),
    ],
  }),

  /** A visitor asked for new links to their proposals (the links open each one without an account). */
  proposalLinks: (p: { name: string | null; proposals: readonly { number: string; summary: string; url: string }[] }): Email => ({
    subject: "Your proposal links",
    preview: "Each link opens your proposal for 30 days.",
    greeting: greeting(p.name),
    blocks: [
      text("Here are new links to your proposals. Each opens the proposal for 30 days, without an account; please keep them to yourself."),
      ...p.proposals.flatMap((proposal) => [text(`${proposal.number}: ${proposal.summary}.`), action(`Open ${proposal.number}`, proposal.url)]),
    ],
  }),

  /** A client's guests, asked for their dietary needs through the event's guest link (services/guest-lists.ts). */
  guestInvitation: (p: {
    /** The guest's name where known; the client's invitations carry addresses only, so they greet "Hello,". */
    name: string | null;
    hostName: string | null;
    event: string;
    eventDate: string;
    closesAt: string;
    url: string;
  }): Email => ({
    subject: `Your dietary needs for ${p.hostName ? `${p.hostName}'s ` : "the "}${p.event}`,
    preview: `Please answer by ${p.closesAt}.`,
    greeting: greeting(p.name),
    blocks: [
      text(
        `${p.hostName ?? "Your host"} is planning the ${p.event} on ${p.eventDate} with us and would like to know your dietary needs and allergies, so the kitchen can cater for you. It takes a minute and needs no account.`,
      ),
      details(["Event", p.event], ["Date", p.eventDate], ["Please answer by", p.closesAt]),
      action("Tell us your dietary needs", p.url),
      text("Your answers are seen only by your host and our team, and are deleted 30 days after the event."),
    ],
  }),

  orderReceipt: (p: { customerName: string; order: OrderReceipt }): Email => ({
    subject: `Your order ${p.order.number}`,
    preview: receiptPreview(p.order),
    greeting: greeting(p.customerName),
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
    greeting: greeting(p.customerName),
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
    greeting: greeting(p.customerName),
    blocks: [text(p.news), ...(p.refundedCents > 0 ? [text(`We refunded ${formatCents(p.refundedCents)} to your card.`)] : [])],
  }),

  orderRefund: (p: { customerName: string; number: string; amountCents: number; reason: string; refundId: string }): Email => ({
    subject: `A refund for your order ${p.number}`,
    preview: `${formatCents(p.amountCents)} is on its way back to your card.`,
    greeting: greeting(p.customerName),
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
  paymentReversed: (p: { name: string | null; what: string; reason: string; amountCents: number; refunded: boolean; refundId: string | null }): Email => ({
    subject: p.refunded ? `You were not charged for ${p.what}` : `Your payment for ${p.what} will be refunded`,
    preview: p.refunded ? `${formatCents(p.amountCents)} was reversed at once.` : `${formatCents(p.amountCents)} is owed back to you.`,
    greeting: greeting(p.name),
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

  /** `balanceDueDate`: the long date of shared/rules/quotes.ts `balanceDueDate`, as every screen and reminder shows it. */
  depositReceived: (p: { name: string | null; number: string; amountCents: number; balanceCents: number; balanceDueDate: string; eventDate: string; chargeId: string }): Email => ({
    subject: `Deposit received for your proposal ${p.number}`,
    preview: p.balanceCents > 0 ? `Your date is secured. The balance of ${formatCents(p.balanceCents)} is due on ${p.balanceDueDate}.` : "Your date is secured.",
    greeting: greeting(p.name),
    blocks: [
      text(`We received your deposit of ${formatCents(p.amountCents)} for proposal ${p.number}: your date, ${p.eventDate}, is secured.`),
      text(
        p.balanceCents > 0
          ? `The balance of ${formatCents(p.balanceCents)} is due on ${p.balanceDueDate}, 7 days before your event. We will send you a reminder before then.`
          : "Nothing is left to pay.",
      ),
      details(
        ["Deposit paid", formatCents(p.amountCents)],
        p.balanceCents > 0 && ["Balance", formatCents(p.balanceCents)],
        p.balanceCents > 0 && ["Balance due on", p.balanceDueDate],
        ["Event date", p.eventDate],
        ["Payment reference", p.chargeId],
      ),
    ],
  }),

  balanceReceived: (p: { name: string | null; number: string; amountCents: number; chargeId: string }): Email => ({
    subject: `Balance received for your proposal ${p.number}`,
    preview: "Your proposal is paid in full.",
    greeting: greeting(p.name),
    blocks: [
      text(`We received your balance payment of ${formatCents(p.amountCents)} for proposal ${p.number}: it is paid in full. Thank you!`),
      details(["Payment reference", p.chargeId]),
    ],
  }),

  balanceReminder: (p: { name: string | null; number: string; balanceCents: number; dueDate: string; eventDate: string; daysLeft: number; payUrl: string }): Email => ({
    subject: `Your balance for proposal ${p.number} is due on ${p.dueDate}`,
    preview: `${formatCents(p.balanceCents)} is due in ${p.daysLeft} ${p.daysLeft === 1 ? "day" : "days"}.`,
    greeting: greeting(p.name),
    blocks: [
      text(`A friendly reminder: the balance of ${formatCents(p.balanceCents)} for proposal ${p.number} is due on ${p.dueDate}, 7 days before your event.`),
      details(["Proposal", p.number], ["Event date", p.eventDate], ["Balance due", formatCents(p.balanceCents)], ["Due date", p.dueDate]),
      text("You can pay it by card from your proposal. Reply to this email or call us to pay another way, or if anything about your event has changed."),
      action("Pay my balance", p.payUrl),
    ],
  }),

  depositRefunded: (p: { name: string | null; number: string; amountCents: number; whole: boolean; reason: string; refundId: string }): Email => ({
    subject: `Your deposit for proposal ${p.number} was refunded`,
    preview: `${formatCents(p.amountCents)} is on its way back to your card.`,
    greeting: greeting(p.name),
    blocks: [
      text(`We refunded ${p.whole ? "your deposit" : "part of your deposit"}: ${formatCents(p.amountCents)} for proposal ${p.number}.`),
      details(["Reason", p.reason], ["Refund reference", p.refundId]),
      text("It usually reaches your card within 5 to 10 business days."),
    ],
  }),

  proposalCancelled: (p: { name: string | null; number: string; eventDate: string; refundCents: number; keptCents: number; explanation: string }): Email => ({
    subject: `Your event ${p.number} is cancelled`,
    preview: p.refundCents > 0 ? `${formatCents(p.refundCents)} is on its way back to your card.` : "Your event is cancelled.",
    greeting: greeting(p.name),
    blocks: [
      text(`As you asked, we cancelled your event of ${p.eventDate} (proposal ${p.number}).`),
      text(p.explanation),
      details(["Refunded to your card", formatCents(p.refundCents)], ["Kept under the cancellation policy", formatCents(p.keptCents)]),
      ...(p.refundCents > 0 ? [text("It usually reaches your card within 5 to 10 business days.")] : []),
    ],
  }),

  proposalCancelledNotice: (p: { client: string; number: string; eventDate: string; noticeDays: number; refundCents: number; keptCents: number; offlineReturnCents: number }): Email => ({
    subject: `Cancelled: proposal ${p.number} (${p.eventDate})`,
    preview: `${p.client} cancelled with ${p.noticeDays} days' notice.`,
    blocks: [
      text(`${p.client} cancelled the event of ${p.eventDate} (proposal ${p.number}) with ${p.noticeDays} days' notice. The day is free again in the kitchen's calendar.`),
      details(
        ["Refunded to the card", formatCents(p.refundCents)],
        ["Kept under the cancellation policy", formatCents(p.keptCents)],
        p.offlineReturnCents > 0 && ["Paid offline, to return by check or transfer", formatCents(p.offlineReturnCents)],
      ),
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
    subject: "Re: your enquiry",
    preview: p.reply.slice(0, 90),
    greeting: greeting(p.name),
    blocks: [text(p.reply), ...(p.original ? [{ kind: "quote", title: "You wrote:", text: p.original } as const] : [])],
    replyTo: p.businessEmail,
  }),

  /** `proposalUrl`: a visitor's own link to the request (services/quote-access.ts), or the portal's proposals. */
  quoteReceived: (p: { name: string | null; quote: QuoteRequestMail; proposalUrl: string }): Email => ({
    subject: `We received your quote request ${p.quote.number}`,
    preview: "We will contact you within 24 hours.",
    greeting: greeting(p.name),
    blocks: [
      text("Thank you! We will contact you within 24 hours with a detailed quote and pricing."),
      details(
        ["Event", `${p.quote.eventType} for ${p.quote.guestCount} guests`],
        ["When", p.quote.when],
        ["Venue", p.quote.venue],
        p.quote.estimateCents > 0 ? ["Estimate", formatCents(p.quote.estimateCents)] : null,
      ),
      action("View my quote request", p.proposalUrl),
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
    greeting: greeting(p.clientName),
    blocks: [
      text(`We have prepared catering proposal ${p.number} for you: ${p.summary} Total: ${formatCents(p.totalCents)}.`),
      ...(p.invitationLink
        ? [text("Choose your password within 3 days with this link, then review, accept and pay the deposit online."), action("Choose my password", p.invitationLink)]
        : [text("Sign in to review, accept and pay the deposit online."), action("Review my proposal", p.proposalsUrl)]),
    ],
  }),

  quoteStatus: (p: { name: string | null; number: string; status: string; proposalsUrl: string }): Email => ({
    subject: `Your quote ${p.number} is now ${p.status}`,
    preview: `The status of quote ${p.number} changed to ${p.status}.`,
    greeting: greeting(p.name),
    blocks: [text(`The status of quote ${p.number} changed to ${p.status}.`), action("Open my proposals", p.proposalsUrl)],
  }),

  /**
   * The business hears when a client accepts, declines or opens a proposal: who, which proposal and event, and the
   * money (an acceptance is the business's go-ahead: the total and the deposit the client now pays online).
   */
  quoteStatusForBusiness: (p: { number: string; status: string; client: Person; event: ProposalEventMail; totalCents: number; depositCents: number }): Email => {
    const verb = CLIENT_STATUS_VERBS[p.status] ?? `marked as ${p.status}`;
    const who = p.client.name || "The client";
    const accepted = p.status === "accepted";
    return {
      subject: accepted ? `${who} accepted proposal ${p.number}: ${formatCents(p.totalCents)}` : `${who} ${verb} proposal ${p.number}`,
      preview: `${who} ${verb} proposal ${p.number} (${proposalEventLine(p.event)}), total ${formatCents(p.totalCents)}.`,
      blocks: [
        text(`${who} ${verb} proposal ${p.number}: ${proposalEventLine(p.event)}.`),
        details(
          ["Client", contactLine({ ...p.client, name: p.client.name || "Not given" })],
          ["Proposal", p.number],
          ["Event", proposalEventLine(p.event)],
          ["Venue", p.event.venue],
          ["Total", formatCents(p.totalCents)],
          ["Deposit (50%)", accepted ? `${formatCents(p.depositCents)}, which the client now pays online to secure the date` : formatCents(p.depositCents)],
        ),
      ],
      ...(p.client.email ? { replyTo: p.client.email } : {}),
    };
  },

  /** `news`: what changed, as the proposal's message thread says it. */
  proposalUpdated: (p: { name: string | null; number: string; news: string; proposalsUrl: string }): Email => ({
    subject: `Your proposal ${p.number} was updated`,
    preview: p.news,
    greeting: greeting(p.name),
    blocks: [text(p.news), action("Open my proposals", p.proposalsUrl)],
  }),

  /**
   * A message on a proposal's thread, to the other side: from the business to its client (greeted, and titled with the
   * business's name from settings, never the username of the staff member who wrote it), or from the client to the
   * business (`from`: the client's name).
   */
  newMessage: (p: { number: string; content: string; messagesUrl: string } & ({ byBusiness: true; clientName: string | null } | { byBusiness: false; from: string })): Email => ({
    subject: `New message about quote ${p.number}`,
    preview: p.content.slice(0, 90),
    ...(p.byBusiness ? { greeting: greeting(p.clientName) } : {}),
    blocks: [
      p.byBusiness ? { kind: "quote", title: "We wrote:", text: p.content, byBusiness: true } : { kind: "quote", title: `${p.from} wrote:`, text: p.content },
      action("Reply", p.messagesUrl),
    ],
  }),

  /** An order the business marked completed (delivered, or picked up): the thanks, and what it came to. */
  orderCompleted: (p: { customerName: string; order: CompletedOrderMail }): Email => ({
    subject: `Your order ${p.order.number} is complete: thank you!`,
    preview: `Thank you for your order ${p.order.number}.`,
    greeting: greeting(p.customerName),
    blocks: [
      text(`Your order ${p.order.number} is complete. Thank you for letting us cater for you; we hope everyone enjoyed the food.`),
      details(
        ["Order", p.order.number],
        p.order.date ? ["Date", p.order.date] : null,
        ["Total", `${formatCents(p.order.totalCents)}, ${PAID_BY[p.order.paymentMethod]}`],
        p.order.refundedCents > 0 && ["Refunded", formatCents(p.order.refundedCents)],
        p.order.pointsEarned > 0 && ["Loyalty points", `${p.order.pointsEarned.toLocaleString("en-US")} earned with this order`],
      ),
      text("We would love to hear how it went: reply to this email with your feedback, or when you are planning your next event."),
    ],
  }),

  /** A client's request for a seat in a training program, confirmed by the business. */
  enrollmentConfirmed: (p: { name: string | null; program: string; duration: string; notes: string | null; trainingUrl: string }): Email => ({
    subject: `Your place in ${p.program} is confirmed`,
    preview: `We have confirmed your place in ${p.program}.`,
    greeting: greeting(p.name),
    blocks: [
      text(`Good news: we have confirmed your place in ${p.program}.`),
      details(["Program", p.program], ["Duration", p.duration], p.notes ? ["Your notes", p.notes] : null),
      text("We will be in touch with the session dates, what to bring and how to pay. Reply to this email with any questions in the meantime."),
      action("See my training", p.trainingUrl),
    ],
  }),

  /** A client's subscription request, confirmed by the business: its deliveries are now on the business's order list. */
  subscriptionConfirmed: (p: { name: string | null; subscription: SubscriptionMail; subscriptionsUrl: string }): Email => {
    const sub = p.subscription;
    return {
      subject: `Your subscription is confirmed: ${sub.plan}`,
      preview: sub.deliveries.length ? `First delivery on ${sub.deliveries[0]}.` : `Delivered every ${sub.weekday}.`,
      greeting: greeting(p.name),
      blocks: [
        text(`We have confirmed your subscription to ${sub.plan}: delivered every ${sub.weekday} to ${sub.address}.`),
        details(
          ["Plan", sub.plan],
          ["Menu", sub.items.join(", ")],
          ["Guests", String(sub.guestCount)],
          ["Delivery", `Every ${sub.weekday}`],
          ["Address", sub.address],
          sub.deliveries.length > 0 && ["Next deliveries", sub.deliveries.join("; ")],
          ["Price", `${formatCents(sub.pricePerDeliveryCents)} per delivery, invoiced`],
        ),
        text("To skip a week, pause, or change anything, reply to this email or call us."),
        action("See my subscription", p.subscriptionsUrl),
      ],
    };
  },
} satisfies Record<string, (params: never) => Email>;

export type EmailTemplates = typeof emails;
