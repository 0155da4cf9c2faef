import { FAILED_MESSAGE } from "./words";

/** The checkout's details form (/checkout). Sent by the browser itself until the app runs (shared/site/form-posts.ts). */
export const CHECKOUT_DETAILS_FORM = {
  action: "/api/forms/checkout-details",
  page: "/checkout",
  errors: {
    details: "Please fill in all required fields with valid details",
    // The cart is kept in the browser and the card is taken by a form that runs there: paying needs the app.
    "needs-scripts": "Paying by card needs JavaScript. Please turn it on and try again, or contact us to order.",
    failed: FAILED_MESSAGE,
  },
} as const;
