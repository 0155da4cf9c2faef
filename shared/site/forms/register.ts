import { TOO_MANY_MESSAGE, FAILED_MESSAGE } from "./words";

/** The sign-up form (/signup). Sent by the browser itself until the app runs (shared/site/form-posts.ts). */
export const REGISTER_FORM = {
  action: "/api/forms/register",
  page: "/signup",
  errors: {
    username: "Choose a username of 3 to 32 letters, numbers, dots, dashes or underscores",
    email: "Please enter a valid email address",
    password: "Please meet all password requirements",
    "passwords-differ": "Please make sure both passwords are identical",
    "common-password": "This password is too common. Please choose one that is harder to guess.",
    "username-taken": "That username is already taken",
    "email-taken": "An account with that email already exists",
    taken: "That username or email is already registered",
    "too-many": TOO_MANY_MESSAGE,
    failed: FAILED_MESSAGE,
  },
} as const;
