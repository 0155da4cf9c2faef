import { z } from "zod";
import { businessDates } from "../rules/dates";
import { perSettings, type BusinessSettings } from "../settings/business-settings";
import { SUBSCRIPTION_STATUSES } from "../rules/subscriptions";
import { decimalToCents } from "../rules/money";
import { recordId } from "./ids";
import { safeText } from "./text";
import { calendarDateField, moneyField } from "./fields";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

/** A client's request for a plan; the start date is from today (business time zone) up to two years ahead. */
export const subscriptionRequestSchema = perSettings(({ timeZone }: Pick<BusinessSettings, "timeZone">) =>
  z
    .object({
      planId: recordId("Please choose a plan."),
      startDate: calendarDateField({ required: "Please choose a start date.", invalid: "Please choose a start date." }).superRefine((date, ctx) => {
          const refusal = businessDates(timeZone).eventDateRefusal(date);
          if (refusal) ctx.addIssue({ code: "custom", message: refusal.replace("event date", "start date") });
        }),
      address: safeText({ message: "Please enter the delivery address." }).trim().min(5, "Please enter the delivery address.").max(300),
      notes: safeText().trim().max(500).optional(),
    })
    .strict(),
);
export type SubscriptionRequest = z.infer<ReturnType<typeof subscriptionRequestSchema>>;

export const subscriptionStatusChangeSchema = z.object({ status: z.enum(SUBSCRIPTION_STATUSES.filter((s) => s !== "pending") as ["confirmed", "paused", "cancelled"]) }).strict();

export const subscriptionPlanSchema = z
  .object({
    name: safeText().trim().min(3, "Please name the plan.").max(100),
    description: safeText().trim().min(3, "Please describe the plan.").max(500),
    items: safeText().trim().min(3, "Please list what each delivery brings.").max(2000),
    dayOfWeek: z.number().int().min(0).max(6),
    guestCount: z.number().int().min(1).max(1000),
    pricePerDelivery: moneyField({ invalid: "Please enter a price such as 450.00", tooLarge: "Please enter a price such as 450.00", maxCents: 99_999_999 }).refine((v) => (decimalToCents(v) ?? 0) > 0, "The price must be more than $0.00"),
    active: z.boolean().default(true),
  })
  .strict();
export type SubscriptionPlanInput = z.input<typeof subscriptionPlanSchema>;
export const subscriptionPlanUpdateSchema = z.object({ active: z.boolean() }).strict();

export type SubscriptionPlanView = Answer<typeof view.subscriptionPlanView>;

export type SubscriptionView = z.output<typeof view.subscriptionView>;
