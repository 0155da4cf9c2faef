import { z } from "zod";
import { safeText } from "./text";
import { DINNER_MENU, DINNER_SERVICE } from "../menu/dinner-menu";

export const DINNER_MESSAGES = {
  nameAndPhone: "Please enter your name and phone number",
  pickupWindow: `Pickup time must be between ${DINNER_SERVICE.pickupEarliest} and ${DINNER_SERVICE.pickupLatest}`,
  emptyCart: "Please add at least one dish to your order",
} as const;

const dishIds = new Set(DINNER_MENU.map((d) => d.id));

/** Place Order needs name and phone; pickup between 10:00 and 13:00; email and instructions optional. */
export const dinnerOrderRequestSchema = z.object({
  customer: z.object({
    name: safeText({ error: DINNER_MESSAGES.nameAndPhone }).trim().min(1, DINNER_MESSAGES.nameAndPhone).max(120),
    phone: safeText({ error: DINNER_MESSAGES.nameAndPhone }).trim().min(1, DINNER_MESSAGES.nameAndPhone).max(40),
    email: z
      .union([z.literal(""), safeText().trim().max(254).pipe(z.email("Please enter a valid email address"))])
      .nullish()
      .transform((v) => v || null),
  }),
  pickupTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, DINNER_MESSAGES.pickupWindow)
    .refine((t) => t >= DINNER_SERVICE.pickupEarliest && t <= DINNER_SERVICE.pickupLatest, DINNER_MESSAGES.pickupWindow),
  specialInstructions: safeText().trim().max(1000).nullish().transform((v) => v || null),
  items: z
    .array(
      z.object({
        dishId: z.number().int().refine((id) => dishIds.has(id), "That dish is not on the dinner menu"),
        quantity: z.number().int().min(1).max(50),
      }),
    )
    .min(1, DINNER_MESSAGES.emptyCart)
    .max(8),
});
export type DinnerOrderRequest = z.input<typeof dinnerOrderRequestSchema>;
