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
  passwordReset: { name: "Dora Diner", username: "dora", link: "https://creativecuisines.example/reset-password?token=sample-token" },
  passwordChanged: { name: "Dora Diner", username: "dora", resetUrl: "https://creativecuisines.example/forgot-password" },
  adminInvitation: { name: "Sam Server", username: "sam", invitedBy: "admin", link: "https://creativecuisines.example/reset-password?token=sample-invite" },
  emailChange: { name: "Dora Diner", username: "dora", link: "https://creativecuisines.example/confirm-email?token=sample-token" },
  emailVerification: { name: "Dora Diaz", username: "dora", link: "https://creativecuisines.example/confirm-email?token=sample-token" },
  proposalLinks: {
    name: "Dora Diaz",
    proposals: [{ number: "CC-2026-018", summary: "Wedding for 120 guests on June 6, 2027", url: "https://creativecuisines.example/proposals/view/AAAAEmpzXJBNl3Yw0bV6kYhq1yZ7cR2uS5mT8nQ4xK9aD3fG6hJ2" }],
  },
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
      fulfilment: { method: "delivery", deliveryAddress: "12 Elm Street, Philadelphia, PA 19103" },
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
      fulfilment: { method: "pickup", pickupTime: "12:30" },
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
  depositReceived: {
    name: "Dora Diner",
    number: "CC-2026-016",
    amountCents: 120_000,
    balanceCents: 120_000,
    balanceDueDate: "November 29, 2026",
    eventDate: "December 6, 2026",
    chargeId: "ch_sample",
  },
  balanceReminder: {
    name: "Dora Diner",
    number: "CC-2026-017",
    balanceCents: 240_000,
    dueDate: "November 29, 2026",
    eventDate: "December 6, 2026",
    daysLeft: 3,
    payUrl: "https://creativecuisines.example/proposals?quote=17&pay=balance",
  },
  balanceReceived: { name: "Dora Diner", number: "CC-2026-017", amountCents: 240_000, chargeId: "ch_sample" },
  depositRefunded: { name: "Dora Diner", number: "CC-2026-016", amountCents: 120_000, whole: true, reason: "Event cancelled 60 days ahead", refundId: "rf_sample" },
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
  quoteReceived: { name: "Vera Visitor", quote: QUOTE_REQUEST, proposalUrl: "https://creativecuisines.example/proposals/view/AAAAEmpzXJBNl3Yw0bV6kYhq1yZ7cR2uS5mT8nQ4xK9aD3fG6hJ2" },
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
  quoteStatus: { name: "Dora Diner", number: "CC-2026-018", status: "accepted", proposalsUrl: "https://creativecuisines.example/proposals" },
  quoteStatusForBusiness: {
    number: "CC-2026-018",
    status: "accepted",
    client: { name: "Dora Diner", email: "dora@example.com", phone: "215-555-0199" },
    event: { type: "Wedding", guestCount: 80, when: "June 12, 2027 at 5:00 PM", venue: "Rose Hall, 40 Garden Lane, Philadelphia" },
    totalCents: 325_500,
    depositCents: 162_750,
  },
  proposalUpdated: { name: "Dora Diner", number: "CC-2026-018", news: "We updated your proposal CC-2026-018: the total is now $3,300.00.", proposalsUrl: "https://creativecuisines.example/proposals" },
  newMessage: { number: "CC-2026-018", byBusiness: true, clientName: "Dora Diner", content: "Yes: we can add a vegan curry.", messagesUrl: "https://creativecuisines.example/messages" },
  orderCompleted: {
    customerName: "Dora Diner",
    order: { number: "CC-2026-014", date: "December 6, 2026", totalCents: 21_412, refundedCents: 0, paymentMethod: "card", pointsEarned: 214 },
  },
  enrollmentConfirmed: { name: "Dora Diner", program: "Professional Chef Training", duration: "4 weeks, 8 sessions", notes: "Weekends please", trainingUrl: "https://creativecuisines.example/training" },
  subscriptionConfirmed: {
    name: "Dora Diner",
    subscription: {
      plan: "Weekly Office Lunch for 20",
      items: ["Jerk Chicken (Full Pan)", "Rice and Peas (Full Pan)", "Fresh Garden Salad"],
      guestCount: 20,
      weekday: "Wednesday",
      address: "250 Greenwich Street, New York, NY 10007",
      deliveries: ["December 2, 2026", "December 9, 2026", "December 16, 2026", "December 23, 2026"],
      pricePerDeliveryCents: 45_000,
    },
    subscriptionsUrl: "https://creativecuisines.example/subscribe",
  },
};
