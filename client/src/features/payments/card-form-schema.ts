import { z } from "zod";
import { CARD_NUMBER_MAX_LENGTH, stripCardNumber } from "./card-number";

export const CARD_MESSAGES = {
  numberRequired: "Please enter the card number",
  numberInvalid: "Please enter a valid card number",
  monthRequired: "Please enter the expiry month",
  monthInvalid: "Please enter a month from 1 to 12",
  yearRequired: "Please enter the expiry year",
  yearInvalid: "Please enter the 4-digit expiry year",
  expired: "This card has expired",
  cvvRequired: "Please enter the CVV",
  cvvInvalid: "Please enter the 3 or 4 digit CVV",
  nameRequired: "Please enter the name on the card",
} as const;

/**
 * The card form as typed. Its output is what a provider's tokenise endpoint takes (plus the name, which stays
 * in the browser): the number's digits only, month and year as digit strings. The card never goes to our API.
 */
export const cardFormSchema = z
  .object({
    number: z
      .string()
      .trim()
      .min(1, CARD_MESSAGES.numberRequired)
      .max(CARD_NUMBER_MAX_LENGTH, CARD_MESSAGES.numberInvalid)
      .regex(/^[\d ]+$/, CARD_MESSAGES.numberInvalid)
      .transform(stripCardNumber)
      .pipe(z.string().regex(/^\d{12,16}$/, CARD_MESSAGES.numberInvalid)),
    exp_month: z
      .string()
      .trim()
      .min(1, CARD_MESSAGES.monthRequired)
      .regex(/^\d{1,2}$/, CARD_MESSAGES.monthInvalid)
      .refine((v) => Number(v) >= 1 && Number(v) <= 12, CARD_MESSAGES.monthInvalid),
    exp_year: z.string().trim().min(1, CARD_MESSAGES.yearRequired).regex(/^\d{4}$/, CARD_MESSAGES.yearInvalid),
    cvv: z.string().trim().min(1, CARD_MESSAGES.cvvRequired).regex(/^\d{3,4}$/, CARD_MESSAGES.cvvInvalid),
    name: z.string().trim().min(1, CARD_MESSAGES.nameRequired).max(120),
  })
  .superRefine((card, ctx) => {
    const now = new Date();
    const year = Number(card.exp_year);
    const month = Number(card.exp_month);
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      ctx.addIssue({ code: "custom", path: ["exp_year"], message: CARD_MESSAGES.expired });
    }
  });

export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardDetails = z.output<typeof cardFormSchema>;
