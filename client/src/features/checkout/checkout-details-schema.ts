import { z } from "zod";
import { EVENT_TYPE_VALUES } from "@shared/rules/event-types";
import { createOrderRequestSchema, customerInfoSchema } from "@shared/validators/orders";

/**
 * The checkout form: the order API's customerInfo (the same schema the server validates with) plus the
 * special requests. The event type select sends "" for "not chosen".
 */
export const checkoutDetailsSchema = customerInfoSchema.extend({
  eventType: z.union([z.literal(""), z.enum(EVENT_TYPE_VALUES)]).transform((v) => (v === "" ? null : v)),
  notes: createOrderRequestSchema.shape.notes,
});

export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;
