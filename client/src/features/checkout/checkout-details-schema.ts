import { z } from "zod";
import { EVENT_TYPE_VALUES } from "@shared/rules/event-types";
import { perSettings, type BusinessSettings } from "@shared/settings/business-settings";
import { FULFILMENT_MESSAGES } from "@shared/rules/fulfilment";
import { checkFulfilment, createOrderRequestSchema, customerInfoSchema, fulfilmentFields } from "@shared/validators/orders";
import { REQUIRED_DETAIL_MESSAGES, type RequiredDetail } from "./checkout-details";

/**
 * The checkout form: the order API's customerInfo (the same schema the server validates with, with the business's
 * settings), pickup or delivery with what each needs (the same rule as the server's), plus the special requests. The event type select sends "" for "not chosen". A required field left
 * empty says which (REQUIRED_DETAIL_MESSAGES) before the server's own rule checks the rest.
 */
export const checkoutDetailsSchema = perSettings((settings: BusinessSettings) => {
  const info = customerInfoSchema(settings);
  const filledIn = <Field extends RequiredDetail>(field: Field) =>
    z.string({ error: REQUIRED_DETAIL_MESSAGES[field] }).trim().min(1, REQUIRED_DETAIL_MESSAGES[field]).pipe(info.shape[field]);
  return info
    .extend({
      firstName: filledIn("firstName"),
      lastName: filledIn("lastName"),
      email: filledIn("email"),
      phone: filledIn("phone"),
      eventDate: filledIn("eventDate"),
      eventType: z.union([z.literal(""), z.enum(EVENT_TYPE_VALUES)]).transform((v) => (v === "" ? null : v)),
      // The radio group holds "" until the customer chooses.
      fulfilment: z.string({ error: FULFILMENT_MESSAGES.choose }).pipe(fulfilmentFields.fulfilment),
      deliveryAddress: fulfilmentFields.deliveryAddress,
      pickupTime: fulfilmentFields.pickupTime,
      notes: createOrderRequestSchema(settings).shape.notes,
    })
    .superRefine((details, ctx) => checkFulfilment(details, details.eventDate, settings.timeZone, ctx));
});

export type CheckoutDetailsInput = z.input<ReturnType<typeof checkoutDetailsSchema>>;
export type CheckoutDetails = z.output<ReturnType<typeof checkoutDetailsSchema>>;
