import { z } from "zod";
import { EVENT_TYPE_VALUES } from "@shared/rules/event-types";
import { perSettings, type BusinessSettings } from "@shared/settings/business-settings";
import { createOrderRequestSchema, customerInfoSchema } from "@shared/validators/orders";

/**
 * The checkout form: the order API's customerInfo (the same schema the server validates with, with the business's
 * settings) plus the special requests. The event type select sends "" for "not chosen".
 */
export const checkoutDetailsSchema = perSettings((settings: BusinessSettings) =>
  customerInfoSchema(settings).extend({
    eventType: z.union([z.literal(""), z.enum(EVENT_TYPE_VALUES)]).transform((v) => (v === "" ? null : v)),
    notes: createOrderRequestSchema(settings).shape.notes,
  }),
);

export type CheckoutDetailsInput = z.input<ReturnType<typeof checkoutDetailsSchema>>;
export type CheckoutDetails = z.output<ReturnType<typeof checkoutDetailsSchema>>;
