import { z } from "zod";
import { ENQUIRY_STATUSES } from "../rules/enquiries";
import { paginationQuerySchema } from "./pagination";
import { safeText } from "./text";
import { emailField, optionalCalendarDateField, optionalPhoneField, personNameField } from "./fields";
import { EVENT_TYPE_VALUES } from "../rules/event-types";
import { businessDates, EVENT_DATE_MESSAGES } from "../rules/dates";
import { perSettings, type BusinessSettings } from "../settings/business-settings";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
} as const;

/** Blank optional fields arrive as "" from the form; they mean "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The contact form: name and email required (email format); everything else optional. Form and server share it. */
export const contactRequestSchema = z.object({
  name: personNameField({ required: CONTACT_MESSAGES.nameRequired }),
  email: emailField({ required: CONTACT_MESSAGES.emailRequired, invalid: CONTACT_MESSAGES.emailInvalid }),
  phone: optionalPhoneField()
    .optional()
    .transform((v) => v || undefined),
  eventType: z
    .union([z.enum(EVENT_TYPE_VALUES), z.literal("")])
    .optional()
    .transform((v) => (v ? v : undefined)),
  eventDate: optionalCalendarDateField(),
  guestCount: z
    .union([z.coerce.number().int("Guest count must be a whole number").min(1, "Guest count must be at least 1").max(100_000), z.literal("")])
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  message: optionalText(5000),
});
/**
 * Why an enquiry's event date is refused, or null: a day already past at the business (its time zone), which no one
 * can plan for. The form, the JSON route and the contact service ask the same.
 */
export function contactEventDateRefusal(eventDate: string | undefined, timeZone: string, now = new Date()): string | null {
  if (!eventDate) return null;
  return eventDate < businessDates(timeZone).businessToday(now) ? EVENT_DATE_MESSAGES.past : null;
}

/** The contact form under the business's settings: as contactRequestSchema, and the event date not already past. */
export const contactRequestSchemaFor = perSettings(({ timeZone }: Pick<BusinessSettings, "timeZone">) =>
  contactRequestSchema.superRefine((request, ctx) => {
    const refusal = contactEventDateRefusal(request.eventDate, timeZone);
    if (refusal) ctx.addIssue({ code: "custom", path: ["eventDate"], message: refusal });
  }),
);
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const enquiryListQuerySchema = paginationQuerySchema.extend({ status: z.enum(ENQUIRY_STATUSES).optional() });
export const enquiryStatusSchema = z.object({ status: z.enum(ENQUIRY_STATUSES) }).strict();
export const enquiryReplySchema = z
  .object({ message: safeText({ message: "Please write your reply." }).trim().min(2, "Please write your reply.").max(5000) })
  .strict();

/** An enquiry as admins see it. */
export type EnquiryView = Answer<typeof view.enquiryView>;
