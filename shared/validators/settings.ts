import { z } from "zod";
import { safeText } from "./text";
import { calendarDateField, emailField, phoneField } from "./fields";
import { DEFAULT_BUSINESS_TIME_ZONE, isValidTimeZone } from "../rules/dates";

export const companyInfoSchema = z.object({
  name: safeText().trim().min(1, "Company name is required").max(120),
  address: safeText().trim().min(1, "Address is required").max(240),
  phone: phoneField({ required: "Phone is required" }),
  email: emailField(),
  // http(s) only: a javascript: or data: address would run in the page that links it.
  website: safeText().trim().max(300).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "Please enter a website address starting with http:// or https://" })),
  timeZone: safeText().trim().max(64).refine(isValidTimeZone, "Please choose a time zone such as America/New_York").default(DEFAULT_BUSINESS_TIME_ZONE),
});
export type CompanyInfoInput = z.infer<typeof companyInfoSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter a time such as 17:00");

/** Feature Manager → Book Now and Services (shared/settings/features.ts). */
export const featureSettingsSchema = z
  .object({
    booking: z
      .object({
        wizardEnabled: z.boolean(),
        minLeadHours: z.number({ error: "Lead time: a whole number of hours from 0 to 720" }).int("Lead time: a whole number of hours from 0 to 720").min(0, "Lead time: a whole number of hours from 0 to 720").max(720, "Lead time: a whole number of hours from 0 to 720"),
        minGuests: z.number({ error: "Minimum guests: a whole number from 1 to 1,000" }).int("Minimum guests: a whole number from 1 to 1,000").min(1, "Minimum guests: a whole number from 1 to 1,000").max(1000, "Minimum guests: a whole number from 1 to 1,000"),
      })
      .strict(),
    services: z.object({ dinnerPickup: z.boolean(), subscriptions: z.boolean(), trainingPublic: z.boolean() }).strict(),
    charges: z
      .object({
        taxRateThousandths: z.number({ error: "Sales tax: a rate from 0% to 25%, such as 8.875%" }).int("Sales tax: a rate from 0% to 25%, such as 8.875%").min(0, "Sales tax: a rate from 0% to 25%, such as 8.875%").max(25_000, "Sales tax: a rate from 0% to 25%, such as 8.875%"),
        deliveryFeeCents: z.number({ error: "Delivery fee: an amount from $0 to $1,000" }).int("Delivery fee: an amount from $0 to $1,000").min(0, "Delivery fee: an amount from $0 to $1,000").max(100_000, "Delivery fee: an amount from $0 to $1,000"),
        freeDeliveryOverCents: z.number({ error: "Free delivery: an amount such as 500.00, or leave it empty" }).int().min(0).max(100_000_000).nullable(),
      })
      .strict(),
    dinner: z
      .object({
        orderCutoff: clockTime,
        pickupEarliest: clockTime,
        pickupLatest: clockTime,
      })
      .strict()
      .refine((d) => d.pickupEarliest < d.pickupLatest, { path: ["pickupLatest"], message: "The pickup window must end after it starts." }),
    cancellation: z
      .object({
        lateRefundPercent: z
          .number({ error: "Refund with less than 30 days' notice: a whole percentage from 0 to 100" })
          .int("Refund with less than 30 days' notice: a whole percentage from 0 to 100")
          .min(0, "Refund with less than 30 days' notice: a whole percentage from 0 to 100")
          .max(100, "Refund with less than 30 days' notice: a whole percentage from 0 to 100"),
      })
      .strict(),
  })
  .strict();

const kitchenLimit = (label: string, max: number) => {
  const message = `${label}: a whole number from 1 to ${max.toLocaleString("en-US")}, or leave it empty for no limit`;
  return z.number({ error: message }).int(message).min(1, message).max(max, message).nullable();
};

/** Settings → Kitchen capacity (shared/settings/kitchen.ts). */
export const kitchenSettingsSchema = z
  .object({
    prepMinutesPerDay: kitchenLimit("Prep minutes per day", 1_000_000),
    coversPerDay: kitchenLimit("Guests per day", 100_000),
    closedWeekdays: z
      .array(z.number().int().min(0).max(6), { error: "Closed days: days of the week" })
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    holidays: z
      .array(calendarDateField({ invalid: "Holidays: dates such as 2026-12-25" }), { error: "Holidays: dates such as 2026-12-25" })
      .max(366, "Holidays: at most 366 dates")
      .transform((dates) => [...new Set(dates)].sort()),
    leadTimes: z
      .array(
        z
          .object({
            fromGuests: z.number({ error: "Lead time: guests from 1 to 100,000" }).int("Lead time: guests from 1 to 100,000").min(1, "Lead time: guests from 1 to 100,000").max(100_000, "Lead time: guests from 1 to 100,000"),
            hours: z.number({ error: "Lead time: a whole number of hours from 0 to 8,760" }).int("Lead time: a whole number of hours from 0 to 8,760").min(0, "Lead time: a whole number of hours from 0 to 8,760").max(8760, "Lead time: a whole number of hours from 0 to 8,760"),
            enforced: z.boolean(),
          })
          .strict(),
      )
      .max(10, "At most 10 lead-time rules")
      .transform((rules) => [...rules].sort((a, b) => a.fromGuests - b.fromGuests)),
  })
  .strict();
export type KitchenSettingsInput = z.input<typeof kitchenSettingsSchema>;

/** GET /api/availability?days=60: the next days as the date pickers show them. */
export const availabilityQuerySchema = z.object({
  days: z.coerce.number({ error: "days: a whole number from 1 to 120" }).int("days: a whole number from 1 to 120").min(1, "days: a whole number from 1 to 120").max(120, "days: a whole number from 1 to 120").default(60),
});
