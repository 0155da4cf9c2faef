import { z } from "zod";
import { safeText } from "./text";
import { recordId } from "./ids";
import { EVENT_TYPE_VALUES } from "../rules/event-types";
import { businessDates } from "../rules/dates";
import { perSettings, type BusinessSettings } from "../settings/business-settings";
import { MAX_AMOUNT_CENTS } from "../rules/money";
import type { OrderStatus } from "../schema/orders";
import { ORDER_STATUSES } from "../rules/order-lifecycle";
import { CHECKOUT_MESSAGES, ORDER_ALREADY_PAID, ORDER_CANCELLED } from "./order-messages";

export { CHECKOUT_MESSAGES, ORDER_ALREADY_PAID, ORDER_CANCELLED };

const required = (max: number) =>
  safeText({ error: CHECKOUT_MESSAGES.missingInformation }).trim().min(1, CHECKOUT_MESSAGES.missingInformation).max(max);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** An amount as the API writes it: "1234.00" (a number of dollars is accepted too, and read as text, not float). */
export const amountSchema = z
  .union([safeText(), z.number()])
  .transform((v) => String(v))
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v.trim()), "Amount must be a dollar amount such as 12.50")
  // Amounts are integer cents in the database: anything above what a column holds is refused here.
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= MAX_AMOUNT_CENTS / 100, "That amount is too large");

export const orderLineSchema = z.object({
  menuItemId: recordId("Unknown menu item"),
  /** "Half Pan" / "Full Pan" / "Small" / "Large", or null for a single-price item. */
  option: safeText().trim().max(40).nullish().transform((v) => v || null),
  quantity: z.number().int("Quantity must be a whole number").min(1, "Quantity must be at least 1").max(1000),
});
export type OrderLineInput = z.input<typeof orderLineSchema>;

/** The checkout's details; the event date is from today up to two years ahead, counted in the business's time zone. */
export const customerInfoSchema = perSettings(({ timeZone }: Pick<BusinessSettings, "timeZone">) =>
  z.object({
    firstName: required(80),
    lastName: required(80),
    email: required(254).pipe(z.email("Please enter a valid email address")),
    phone: required(40),
    eventDate: required(10)
      .pipe(z.iso.date("Please enter a valid event date"))
      .superRefine((date, ctx) => {
        const refusal = businessDates(timeZone).eventDateRefusal(date);
        if (refusal) ctx.addIssue({ code: "custom", message: refusal });
      }),
    eventLocation: optional(300),
    eventType: z.enum(EVENT_TYPE_VALUES).nullish().transform((v) => v ?? null),
  }),
);
export type CustomerInfo = z.output<ReturnType<typeof customerInfoSchema>>;

export const createOrderRequestSchema = perSettings((settings: Pick<BusinessSettings, "timeZone">) =>
  z.object({
    customerInfo: customerInfoSchema(settings),
    orderItems: z.array(orderLineSchema).min(1, CHECKOUT_MESSAGES.emptyCart).max(100),
    couponCode: optional(40),
    notes: optional(2000),
    /** What the browser showed; the server prices the order itself and refuses a different total. */
    totalAmount: amountSchema,
  }),
);
export type CreateOrderRequest = z.input<ReturnType<typeof createOrderRequestSchema>>;

export const couponQuoteRequestSchema = z.object({
  code: safeText({ error: "Please enter a coupon code" }).trim().min(1, "Please enter a coupon code").max(40),
  orderItems: z.array(orderLineSchema).min(1, CHECKOUT_MESSAGES.emptyCart).max(100),
  email: safeText().trim().max(254).nullish(),
  eventType: z.enum(EVENT_TYPE_VALUES).nullish(),
});

export const chargeRequestSchema = z.object({
  orderId: recordId("Order not found"),
  token: safeText().trim().min(1, "Card token is required").max(200),
  amount: amountSchema,
  description: safeText().trim().max(200).optional(),
  /** A visitor's proof that the order is theirs: the access token POST /api/orders returned. */
  orderToken: safeText().trim().max(100).optional(),
});
export type ChargeRequest = z.input<typeof chargeRequestSchema>;

/** Card form as the browser sends it to the tokenise endpoint (never to our order API). */
export const cardSchema = z.object({
  number: safeText().transform((v) => v.replace(/\s+/g, "")).pipe(safeText().regex(/^\d{12,19}$/, "Please enter a valid card number")),
  exp_month: z.union([safeText(), z.number()]).transform((v) => Number(v)).pipe(z.number().int().min(1, "Invalid expiry month").max(12, "Invalid expiry month")),
  exp_year: z.union([safeText(), z.number()]).transform((v) => Number(v)).pipe(z.number().int().min(2000, "Invalid expiry year").max(2100, "Invalid expiry year")),
  cvv: safeText().regex(/^\d{3,4}$/, "Please enter a valid CVV"),
  name: safeText().trim().max(120).optional(),
});
export const tokenizeRequestSchema = z.object({ card: cardSchema });

/** The order as the API shows it: money as decimal strings, the display number, and its lines. */
export interface OrderView {
  id: number;
  number: string;
  status: OrderStatus;
  paymentMethod: "card" | "at_pickup" | "invoice";
  source: string;
  customerInfo: { name: string; email: string | null; phone: string; eventDate: string | null; eventLocation: string | null; eventType: string | null };
  pickupTime: string | null;
  notes: string | null;
  coupon: { code: string; discount: string } | null;
  subtotalAmount: string;
  discountAmount: string;
  /** Delivery and sales tax ("0.00" when the business charges none). */
  deliveryFeeAmount: string;
  taxAmount: string;
  totalAmount: string;
  items: { menuItemId: number | null; name: string; option: string | null; unitPrice: string; quantity: number; lineTotal: string }[];
  paidAt: string | null;
  /** What the customer has paid by card, and how much of it was given back (decimal strings). */
  paidAmount: string;
  refundedAmount: string;
  createdAt: string;
}

/**
 * POST /api/orders and /api/dinner-orders answer the order with its access token, shown only this once: a
 * visitor needs it to pay or see the order (the server keeps only its hash).
 */
export type CreatedOrderView = OrderView & { accessToken: string };

/** PATCH /api/orders/:id/status (admin): where the order goes, with an optional note for the timeline. */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: safeText().trim().max(1000).optional(),
});
export type OrderStatusChange = z.output<typeof orderStatusChangeSchema>;

/** POST /api/orders/:id/notes (admin): a staff note on the order's timeline. */
export const orderNoteSchema = z.object({
  note: safeText({ error: "Please write a note" }).trim().min(1, "Please write a note").max(1000),
});

/** POST /api/orders/:id/refunds (admin): a full or partial refund, as a decimal string ("45.00"). */
export const orderRefundRequestSchema = z.object({
  amount: amountSchema,
  reason: safeText({ error: "Please give a reason for the refund" }).trim().min(1, "Please give a reason for the refund").max(500),
});
export type OrderRefundRequest = z.output<typeof orderRefundRequestSchema>;

/** The client's /orders filter groups (shared/rules/order-lifecycle.ts CLIENT_ORDER_GROUPS). */
export const ORDER_GROUPS = ["pending", "confirmed", "completed", "cancelled"] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];

const calendarDay = safeText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "That is not a date");

/**
 * The orders list's filters (GET /api/orders and its CSV export): an exact status or a client's group, the kind of
 * order, the days it was placed (business time zone, both ends included), and a search by number, name or email.
 */
export const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  group: z.enum(ORDER_GROUPS).optional(),
  source: z.enum(["checkout", "dinner", "subscription"]).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  q: safeText().trim().max(100).optional(),
});
export type OrderFilter = z.output<typeof orderFilterSchema>;

/** GET /api/orders/packing-list?date=YYYY-MM-DD (admins). */
export const packingListQuerySchema = z.object({ date: calendarDay });
