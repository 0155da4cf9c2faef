import type { CheckoutDetailsInput } from "./checkout-details-schema";

// The checkout form's starting values and required fields, without zod: the page shows the form before zod has
// loaded (its schema, checkout-details-schema.ts, loads when the form is first used).
export { CHECKOUT_MESSAGES } from "@shared/validators/order-messages";

export const EMPTY_DETAILS = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  eventDate: "",
  eventLocation: "",
  eventType: "",
  // Pickup or delivery is the customer's explicit choice: nothing is chosen for them.
  fulfilment: "",
  deliveryAddress: "",
  pickupTime: "",
  notes: "",
} satisfies CheckoutDetailsInput;

export const REQUIRED_DETAILS = ["firstName", "lastName", "email", "phone", "eventDate"] as const;
export type RequiredDetail = (typeof REQUIRED_DETAILS)[number];

/**
 * What a required field left empty says beside it and in the error summary: what is missing and so what to do. The
 * toast keeps the approved "Missing Information" / "Please fill in all required fields" for the form as a whole.
 */
export const REQUIRED_DETAIL_MESSAGES: Record<RequiredDetail, string> = {
  firstName: "Enter your first name",
  lastName: "Enter your last name",
  email: "Enter your email address",
  phone: "Enter your phone number",
  eventDate: "Enter the date of your event",
};
