import { z } from "zod";
import { safeText } from "./text";
import { calendarDateField, emailField, moneyField, personNameField, phoneField } from "./fields";
import { recordId } from "./ids";
import { EVENT_TYPE_VALUES } from "../rules/event-types";
import { businessDates } from "../rules/dates";
import { perSettings, type BusinessSettings } from "../settings/business-settings";
import { ORDER_STATUSES } from "../rules/order-lifecycle";
import { DELIVERY_ADDRESS_MAX_LENGTH, FULFILMENT_MESSAGES, FULFILMENT_METHODS, fulfilmentRefusals, isFulfilment } from "../rules/fulfilment";
import { CHECKOUT_MESSAGES, ORDER_ALREADY_PAID, ORDER_CANCELLED } from "./order-messages";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export { CHECKOUT_MESSAGES, ORDER_ALREADY_PAID, ORDER_CANCELLED };

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/**
 * An amount as the API writes it: "1234.00" (a number of dollars is accepted too, and read as text, not float).
 * Amounts are integer cents in the database: anything above what a column holds is refused.
 */
export const amountSchema = moneyField();

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
    firstName: personNameField({ required: CHECKOUT_MESSAGES.missingInformation }),
    lastName: personNameField({ required: CHECKOUT_MESSAGES.missingInformation }),
    email: emailField({ required: CHECKOUT_MESSAGES.missingInformation }),
    phone: phoneField({ required: CHECKOUT_MESSAGES.missingInformation }),
    eventDate: calendarDateField({ required: CHECKOUT_MESSAGES.missingInformation, invalid: "Please enter a valid event date" })
      .superRefine((date, ctx) => {
        const refusal = businessDates(timeZone).eventDateRefusal(date);
        if (refusal) ctx.addIssue({ code: "custom", message: refusal });
      }),
    eventLocation: optional(300),
    eventType: z.enum(EVENT_TYPE_VALUES).nullish().transform((v) => v ?? null),
  }),
);
export type CustomerInfo = z.output<ReturnType<typeof customerInfoSchema>>;

/**
 * Pickup or delivery, as the customer chose it: a delivery's address, a pickup's time (HH:MM on the order's date).
 * Each is required only for its own method (fulfilmentRefusals, checked with the order's date).
 */
export const fulfilmentFields = {
  fulfilment: z.enum(FULFILMENT_METHODS, { error: FULFILMENT_MESSAGES.choose }),
  deliveryAddress: optional(DELIVERY_ADDRESS_MAX_LENGTH),
  pickupTime: safeText().trim().max(5, FULFILMENT_MESSAGES.pickupTimeInvalid).nullish().transform((v) => v || null),
};

/** Adds each refused pickup or delivery field to `ctx` (the order's date comes from `eventDate`). */
export function checkFulfilment(
  value: { fulfilment: (typeof FULFILMENT_METHODS)[number]; deliveryAddress: string | null; pickupTime: string | null },
  eventDate: unknown,
  timeZone: string,
  ctx: z.RefinementCtx,
): void {
  // A missing method is refused on its own field, and so is a missing or malformed date.
  if (!isFulfilment(value.fulfilment)) return;
  const date = typeof eventDate === "string" ? eventDate : "";
  for (const [field, message] of Object.entries(fulfilmentRefusals({ ...value, eventDate: date }, timeZone))) {
    ctx.addIssue({ code: "custom", message, path: [field] });
  }
}

export const createOrderRequestSchema = perSettings((settings: Pick<BusinessSettings, "timeZone">) =>
  z
    .object({
      customerInfo: customerInfoSchema(settings),
      ...fulfilmentFields,
      orderItems: z.array(orderLineSchema).min(1, CHECKOUT_MESSAGES.emptyCart).max(100),
      couponCode: optional(40),
      notes: optional(2000),
      /** What the browser showed; the server prices the order itself and refuses a different total. */
      totalAmount: amountSchema,
    })
    .superRefine((order, ctx) => checkFulfilment(order, order.customerInfo?.eventDate, settings.timeZone, ctx)),
);
export type CreateOrderRequest = z.input<ReturnType<typeof createOrderRequestSchema>>;

export const couponQuoteRequestSchema = z.object({
  code: safeText({ error: "Please enter a coupon code" }).trim().min(1, "Please enter a coupon code").max(40),
  orderItems: z.array(orderLineSchema).min(1, CHECKOUT_MESSAGES.emptyCart).max(100),
  // Not the email field's rule: it only looks the customer up for first-order and per-customer limits, and the
  // checkout asks while the address may still be half typed (an unknown one simply matches no earlier order).
  email: safeText().trim().max(254).nullish(),
  eventType: z.enum(EVENT_TYPE_VALUES).nullish(),
  /** The delivery fee and the tax on it follow the choice; before the customer has chosen, priced as a pickup. */
  fulfilment: z.enum(FULFILMENT_METHODS).default("pickup"),
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
export type OrderView = Answer<typeof view.orderView>;

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

const calendarDay = calendarDateField({ invalid: "Dates are written YYYY-MM-DD" });

/**
 * The orders list's filters (GET /api/orders and its CSV export): an exact status or a client's group, the kind of
 * order, the days it was placed (business time zone, both ends included), and a search by number, name or email.
 */
export const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  group: z.enum(ORDER_GROUPS).optional(),
  source: z.enum(["checkout", "dinner", "subscription", "phone"]).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  q: safeText().trim().max(100).optional(),
});
export type OrderFilter = z.output<typeof orderFilterSchema>;

/** GET /api/orders/packing-list?date=YYYY-MM-DD (admins). */
export const packingListQuerySchema = z.object({ date: calendarDay });
