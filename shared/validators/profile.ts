import { z } from "zod";
import { NOTIFICATION_TOPICS } from "../rules/notifications";
import { emailSchema } from "./auth";
import { safeText } from "./text";
import { optionalPersonNameField, optionalPhoneField } from "./fields";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

/** Optional text fields: empty clears them. */
const optionalText = (max: number, label: string) => safeText().trim().max(max, `${label} must be at most ${max} characters`);

/** The profile form's fields; PATCH /api/profile takes any subset of them. */
export const profileFieldsSchema = z.object({
  fullName: optionalPersonNameField(),
  email: emailSchema,
  phone: optionalPhoneField(),
  eventAddress: optionalText(300, "Address"),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

const notificationPrefsSchema = z
  .object(Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<(typeof NOTIFICATION_TOPICS)[number], z.ZodBoolean>)
  .partial()
  .strict();

export const profileUpdateSchema = profileFieldsSchema
  .partial()
  .extend({ notificationPrefs: notificationPrefsSchema.optional() })
  .strict()
  .refine((update) => Object.keys(update).length > 0, "Nothing to update");
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const confirmEmailSchema = z.object({ token: safeText().trim().min(1, "The link is incomplete.").max(200) });

export type ProfileView = Answer<typeof view.profileView>;

export const PROFILE_MESSAGES = {
  updated: "Profile Updated",
  emailPending: (email: string) => `We sent a link to ${email}. Your email changes once you open it.`,
  emailConfirmed: "Your email address has been changed.",
  emailVerified: "Your email address is confirmed.",
  linkInvalid: "This link is invalid or has expired. Please ask for a new one from your profile.",
} as const;
