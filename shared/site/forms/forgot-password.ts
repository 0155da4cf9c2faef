import { TOO_MANY_MESSAGE, FAILED_MESSAGE } from "./words";

/** The forgotten-password form (/forgot-password). Sent by the browser itself until the app runs (shared/site/form-posts.ts). */
export const FORGOT_PASSWORD_FORM = {
  action: "/api/forms/forgot-password",
  page: "/forgot-password",
  errors: {
    email: "Please enter your email address",
    "too-many": TOO_MANY_MESSAGE,
    failed: FAILED_MESSAGE,
  },
} as const;
