import { z } from "zod";
import { safeText } from "./text";
import { calendarDateField, optionalEmailField, personNameField, phoneField } from "./fields";
import { DINNER_MENU } from "../menu/dinner-menu";
import { DINNER_MESSAGES, dinnerMessages, isInPickupWindow, MAX_DISH_QUANTITY, pickupDateRefusal, type DinnerRuleSettings } from "../rules/dinner";
import { perSettings } from "../settings/business-settings";

export { DINNER_MESSAGES, dinnerMessages };

const dishIds = new Set(DINNER_MENU.map((d) => d.id));

/**
 * Place Order needs name, phone, a pickup date and a time in the pickup window; email and instructions optional.
 * The date and window rules are those of `settings` (the service hours and the business's time zone).
 */
export const dinnerOrderRequestSchema = perSettings((settings: DinnerRuleSettings) => {
  const messages = dinnerMessages(settings.dinner);
  return z.object({
    customer: z.object({
      name: personNameField({ required: DINNER_MESSAGES.nameAndPhone }),
      phone: phoneField({ required: DINNER_MESSAGES.nameAndPhone }),
      email: optionalEmailField(),
    }),
    pickupDate: calendarDateField({ required: "Please choose a pickup date", invalid: "Please choose a pickup date" }).superRefine((date, ctx) => {
      const refusal = pickupDateRefusal(settings, date);
      if (refusal) ctx.addIssue({ code: "custom", message: refusal });
    }),
    pickupTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.pickupWindow })
      .refine((time) => isInPickupWindow(settings.dinner, time), { error: messages.pickupWindow }),
    specialInstructions: safeText().trim().max(1000).nullish().transform((v) => v || null),
    items: z
      .array(
        z.object({
          dishId: z.number().int().refine((id) => dishIds.has(id), "That dish is not on the dinner menu"),
          quantity: z.number().int().min(1).max(MAX_DISH_QUANTITY),
        }),
      )
      .min(1, DINNER_MESSAGES.emptyCart)
      .max(8),
  });
});
export type DinnerOrderRequest = z.input<ReturnType<typeof dinnerOrderRequestSchema>>;
