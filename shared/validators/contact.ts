import { z } from "zod";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "../rules/enquiries";
import { paginationQuerySchema } from "./pagination";
import { safeText } from "./text";
import { EVENT_TYPE_VALUES } from "../rules/event-types";

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
  name: safeText({ error: CONTACT_MESSAGES.nameRequired }).trim().min(1, CONTACT_MESSAGES.nameRequired).max(120),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(254)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  phone: optionalText(40),
  eventType: z
    .union([z.enum(EVENT_TYPE_VALUES), z.literal("")])
    .optional()
    .transform((v) => (v ? v : undefined)),
  eventDate: z
    .union([z.iso.date("Please enter a valid date"), z.literal("")])
    .optional()
    .transform((v) => (v ? v : undefined)),
  guestCount: z
    .union([z.coerce.number().int("Guest count must be a whole number").min(1, "Guest count must be at least 1").max(100_000), z.literal("")])
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  message: optionalText(5000),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const enquiryListQuerySchema = paginationQuerySchema.extend({ status: z.enum(ENQUIRY_STATUSES).optional() });
export const enquiryStatusSchema = z.object({ status: z.enum(ENQUIRY_STATUSES) }).strict();
export const enquiryReplySchema = z
  .object({ message: safeText({ message: "Please write your reply." }).trim().min(2, "Please write your reply.").max(5000) })
  .strict();

/** An enquiry as admins see it. */
export interface EnquiryView {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  eventType: string | null;
  eventDate: string | null;
  guestCount: number | null;
  message: string | null;
  status: EnquiryStatus;
  repliedAt: string | null;
  createdAt: string;
}
