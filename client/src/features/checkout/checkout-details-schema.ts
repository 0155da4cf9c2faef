import { z } from "zod";
import { EVENT_TYPE_VALUES } from "@shared/rules/event-types";
import { perSettings, type BusinessSettings } from "@shared/settings/business-settings";
import { createOrderRequestSchema, customerInfoSchema } from "@shared/validators/orders";
import { REQUIRED_DETAIL_MESSAGES, type RequiredDetail } from "./checkout-details";

/**
 * The checkout form: the order API's customerInfo (the same schema the server validates with, with the business's
 * settings) plus the special requests. The event type select sends "" for "not chosen". A required field left
 * empty says which (REQUIRED_DETAIL_MESSAGES) before the server's own rule checks the rest.
 */
export const checkoutDetailsSchema = perSettings((settings: BusinessSettings) => {
  const info = customerInfoSchema(settings);
  const filledIn = <Field extends RequiredDetail>(field: Field) =>
    z.string({ error: REQUIRED_DETAIL_MESSAGES[field] }).trim().min(1, REQUIRED_DETAIL_MESSAGES[field]).pipe(info.shape[field]);
  return info.extend({
    firstName: filledIn("firstName"),
    lastName: filledIn("lastName"),
    email: filledIn("email"),
    phone: filledIn("phone"),
    eventDate: filledIn("eventDate"),
    eventType: z.union([z.literal(""), z.enum(EVENT_TYPE_VALUES)]).transform((v) => (v === "" ? null : v)),
    notes: createOrderRequestSchema(settings).shape.notes,
  });
});

export type CheckoutDetailsInput = z.input<ReturnType<typeof checkoutDetailsSchema>>;
export type CheckoutDetails = z.output<ReturnType<typeof checkoutDetailsSchema>>;
