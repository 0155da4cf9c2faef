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
  notes: "",
} satisfies CheckoutDetailsInput;

export const REQUIRED_DETAILS = ["firstName", "lastName", "email", "phone", "eventDate"] as const;
