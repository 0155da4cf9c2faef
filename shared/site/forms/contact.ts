import { TOO_MANY_MESSAGE, FAILED_MESSAGE } from "./words";

/** The contact form (/contact). Sent by the browser itself until the app runs (shared/site/form-posts.ts). */
export const CONTACT_FORM = {
  action: "/api/forms/contact",
  page: "/contact",
  errors: {
    name: "Please enter your name",
    email: "Please enter a valid email address",
    details: "Please check your phone number, event date and guest count",
    "too-many": TOO_MANY_MESSAGE,
    failed: FAILED_MESSAGE,
  },
} as const;
