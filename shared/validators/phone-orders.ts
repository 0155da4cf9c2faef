import { z } from "zod";
import { safeText } from "./text";
import { emailField, optionalPhoneField, personNameField, phoneField } from "./fields";
import { recordId } from "./ids";
import { perSettings, type BusinessSettings } from "../settings/business-settings";
import { checkFulfilment, createOrderRequestSchema, customerInfoSchema, fulfilmentFields, orderLineSchema } from "./orders";
import { CHECKOUT_MESSAGES } from "./order-messages";

/**
 * A phone order: an order an admin takes for a customer over the phone (docs/product/admin.md, "Phone orders"). Its
 * orders have this source; staff may take the card payment of these orders, and only these (services/payments.ts).
 */
export const PHONE_ORDER_SOURCE = "phone";

/** How a phone order is paid: the card read out by the customer, at pickup, or on an invoice. */
export const PHONE_PAYMENT_METHODS = [
  { value: "card", label: "Card now", hint: "Type in the customer's card: it goes straight to the payment provider." },
  { value: "at_pickup", label: "Pay at pickup", hint: "The customer pays when they collect or receive the order." },
  { value: "invoice", label: "Invoice", hint: "We send the customer an invoice." },
] as const;
export type PhonePaymentMethod = (typeof PHONE_PAYMENT_METHODS)[number]["value"];
const PHONE_PAYMENT_VALUES = PHONE_PAYMENT_METHODS.map((m) => m.value) as [PhonePaymentMethod, ...PhonePaymentMethod[]];

export const PHONE_ORDER_MESSAGES = {
  chooseClient: "Please choose a client",
  payment: "Please choose how the order is paid",
  /** An existing client whose account has no phone number, and none was typed. */
  phoneMissing: "Please enter the customer's phone number",
} as const;

/**
 * Who the order is for: an existing client account (the order then shows in their portal; a phone typed here replaces
 * the account's, which may have none), or the contact details of someone without one.
 */
export const phoneOrderCustomerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("existing"), id: recordId(PHONE_ORDER_MESSAGES.chooseClient), phone: optionalPhoneField().optional() }),
  z.object({
    kind: z.literal("new"),
    name: personNameField({ required: "Please enter the customer's name" }),
    email: emailField({ required: "Please enter the customer's email address" }),
    phone: phoneField({ required: PHONE_ORDER_MESSAGES.phoneMissing }),
  }),
]);
export type PhoneOrderCustomer = z.output<typeof phoneOrderCustomerSchema>;

/**
 * POST /api/admin/orders: the checkout's order (lines, coupon, pickup or delivery, the event date and details by the
 * checkout's own rules) for the customer above, and how it is paid. No total is taken: the server prices the order.
 */
export const phoneOrderRequestSchema = perSettings((settings: Pick<BusinessSettings, "timeZone">) => {
  const info = customerInfoSchema(settings).shape;
  const order = createOrderRequestSchema(settings);
  return z
    .object({
      customer: phoneOrderCustomerSchema,
      eventDate: info.eventDate,
      eventLocation: info.eventLocation,
      eventType: info.eventType,
      ...fulfilmentFields,
      orderItems: z.array(orderLineSchema).min(1, CHECKOUT_MESSAGES.emptyCart).max(100),
      couponCode: safeText().trim().max(40).nullish().transform((v) => v || null),
      notes: order.shape.notes,
      paymentMethod: z.enum(PHONE_PAYMENT_VALUES, { error: PHONE_ORDER_MESSAGES.payment }),
    })
    .superRefine((request, ctx) => checkFulfilment(request, request.eventDate, settings.timeZone, ctx));
});
export type PhoneOrderRequest = z.input<ReturnType<typeof phoneOrderRequestSchema>>;
export type PhoneOrderInput = z.output<ReturnType<typeof phoneOrderRequestSchema>>;
