import { z } from "zod";
import { safeText } from "./text";
import { meetsPasswordRequirements, PASSWORD_MAX_LENGTH } from "../rules/password";
import { AUTH_MESSAGES } from "./auth-messages";
import { emailField } from "./fields";

export { AUTH_MESSAGES };

/** A string field whose absence reads as "X is required" rather than zod's type-error text. */
export const requiredString = (message: string) => safeText({ error: message });

export const passwordSchema = requiredString("Password is required")
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(meetsPasswordRequirements, AUTH_MESSAGES.invalidPassword);

export const usernameSchema = requiredString("Username is required")
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(32, "Username must be at most 32 characters")
  .regex(/^[A-Za-z0-9_.-]+$/, "Username may contain letters, numbers, dots, dashes and underscores");

export const emailSchema = emailField({ required: AUTH_MESSAGES.emailRequired });

export const loginRequestSchema = z.object({
  username: requiredString("Username is required").trim().min(1, "Username is required").max(254),
  password: requiredString("Password is required").min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form adds a confirmation field that never leaves the browser. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: safeText() })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: requiredString("Invalid Token").min(1, "Invalid Token").max(256),
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: safeText() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** A signed-in user's password change: the current password proves it is them (ASVS V6.2.3). */
export const changePasswordRequestSchema = z.object({
  currentPassword: requiredString("Please enter your current password").min(1, "Please enter your current password").max(128),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: safeText() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
