/**
 * The sign-in pages' messages (docs/product/accounts-and-security.md, docs/decisions/007-screen-copy.md); the server
 * answers with the same words the form shows. A module of their own, without zod: the sign-in pages show them before
 * zod has loaded.
 */
export const AUTH_MESSAGES = {
  invalidPassword: "Please meet all password requirements",
  passwordsDontMatch: "Please make sure both passwords are identical",
  emailRequired: "Please enter your email address",
} as const;
