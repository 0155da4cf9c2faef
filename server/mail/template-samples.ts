import type { EmailTemplates, QuoteRequestMail } from "./templates";

const QUOTE_REQUEST: QuoteRequestMail = {
  number: "CC-2026-017",
  eventType: "Corporate Event",
  when: "December 6, 2026 at 7:00 PM",
  guestCount: 120,
  venue: "Hall A, 1 Market St",
  menuPackage: "custom",
  dishes: ["Jerk Chicken", "Rice and Peas"],
  budgetCents: 480_000,
  estimateCents: 0,
  notes: "Nut-free please",
};

/**
 * One realistic set of values for every template: the preview script (npm run emails:preview) renders them for
 * review, and templates.test.ts checks each rendering. The type makes a new template without a sample a compile error.
 */
export const EMAIL_SAMPLES: { [Name in keyof EmailTemplates]: Parameters<EmailTemplates[Name]>[0] } = {
  passwordReset: { username: "dora", link: "https://creativecuisines.example/reset-password?token=sample-token" },
  passwordChanged: { username: "dora", resetUrl: "https://creativecuisines.example/forgot-password" },
  adminInvitation: { username: "sam", invitedBy: "admin", link: "https://creativecuisines.example/reset-password?token=sample-invite" },
  emailChange: { username: "dora", link: "https://creativecuisines.example/confirm-email?token=sample-token" },
  orderReceipt: {
    customerName: "Dora Diner",
    order: {
      number: "CC-2026-014",
      lines: [
        { quantity: 2, name: "Classic Caesar Salad", option: "Full Pan", totalCents: 18_000 },
        { quantity: 1, name: "Honey Cornbread", totalCents: 1_599 },
      ],
      coupon: { code: "SAVE10", discountCents: 1_960 },
      deliveryFeeCents: 2_500,
      taxCents: 1_273,
      totalCents: 21_412,
      eventDate: "December 6, 2026",
      location: "12 Elm Street, Philadelphia",
      notes: "Nut-free please",
    },
  },
  newPaidOrder: {
    customer: { name: "Dora Diner", phone: "215-555-0199", email: "dora@example.com" },
    order: {
      number: "CC-2026-014",
      lines: [{ quantity: 2, name: "Classic Caesar Salad", option: "Full Pan", totalCents: 18_000 }],
      coupon: null,
      deliveryFeeCents: 0,
      taxCents: 0,
      totalCents: 480_000,
      eventDate: null,
    },
  },
  dinnerOrder: {
    customerName: "Dora Diner",
    order: { number: "CC-2026-015", pickup: "December 6, 2026 at 6:30 PM", lines: [{ quantity: 2, name: "Braised Short Ribs", totalCents: 7_200 }], totalCents: 7_200 },
  },
  newDinnerOrder: {
    customer: { name: "Dora Diner", phone: "215-555-0199", email: "dora@example.com" },
    order: { number: "CC-2026-015", pickup: "December 6, 2026 at 6:30 PM", lines: [{ quantity: 2, name: "Braised Short Ribs", totalCents: 7_200 }], totalCents: 7_200, notes: "No onions" },
  },
  orderStatus: { customerName: "Dora Diner", number: "CC-2026-014", statusLabel: "Cancelled", news: "Your order CC-2026-014 has been cancelled.", refundedCents: 480_000 },
  orderRefund: { customerName: "Dora Diner", number: "CC-2026-014", amountCents: 5_000, reason: "One tray arrived late", refundId: "rf_sample" },
  paymentReversed: { name: "Dora Diner", what: "order CC-2026-014", reason: "This order was cancelled while your payment was being processed.", amountCents: 5_000, refunded: true, refundId: "rf_sample" },
  depositReceived: { username: "dora", number: "CC-2026-016", amountCents: 120_000, balanceCents: 360_000, chargeId: "ch_sample" },
  balanceReminder: {
    name: "Dora Diner",
    number: "CC-2026-017",
    balanceCents: 240_000,
    dueDate: "November 29, 2026",
    eventDate: "December 6, 2026",
    daysLeft: 3,
    proposalsUrl: "https://creativecuisines.example/proposals",
  },
  depositRefunded: { number: "CC-2026-016", amountCents: 120_000, whole: true, reason: "Event cancelled 60 days ahead", refundId: "rf_sample" },
  newEnquiry: {
    name: "Vera Visitor",
    email: "vera@example.com",
    phone: "555-0101",
    eventType: "Wedding",
    eventDate: "June 12, 2027",
    guestCount: 120,
    message: "Do you cater <b>vegan</b> weddings for 120 guests?",
  },
  enquiryReply: { name: "Vera Visitor", reply: "Yes: our brunch package fits 30 guests.", original: "Brunch for 30 on a Sunday?", businessEmail: "hello@creativecuisines.example" },
  quoteReceived: { quote: QUOTE_REQUEST },
  newQuoteRequest: {
    from: { name: "Vera Visitor", email: "vera@example.com", phone: "555-0101" },
    quote: QUOTE_REQUEST,
  },
  proposalSent: {
    clientName: "Dora Diner",
    companyName: "Creative Cuisines",
    number: "CC-2026-018",
    summary: "Wedding for 80 guests on June 12, 2027 at Rose Hall.",
    totalCents: 325_500,
    invitationLink: "https://creativecuisines.example/reset-password?token=sample-invite",
    proposalsUrl: "https://creativecuisines.example/proposals",
  },
  quoteStatus: { number: "CC-2026-018", status: "accepted", proposalsUrl: "https://creativecuisines.example/proposals" },
  quoteStatusForBusiness: { number: "CC-2026-018", status: "accepted" },
  proposalUpdated: { number: "CC-2026-018", news: "We updated your proposal CC-2026-018: the total is now $3,300.00.", proposalsUrl: "https://creativecuisines.example/proposals" },
  newMessage: { number: "CC-2026-018", from: "dora", content: "Could we add a vegan option?", messagesUrl: "https://creativecuisines.example/messages" },
};
