import { TOO_MANY_MESSAGE, FAILED_MESSAGE } from "./words";

/** The sign-in form (/login). Sent by the browser itself until the app runs (shared/site/form-posts.ts). */
export const LOGIN_FORM = {
  action: "/api/forms/login",
  page: "/login",
  errors: {
    invalid: "Invalid credentials",
    incomplete: "Enter your username and password",
    "too-many": TOO_MANY_MESSAGE,
    failed: FAILED_MESSAGE,
  },
} as const;
