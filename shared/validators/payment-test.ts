import { z } from "zod";

export const PAYMENT_TEST_AMOUNT_CENTS = 100;

export const paymentTestUnlockSchema = z.object({
  password: z.string({ error: "Please enter the password" }).min(1, "Please enter the password").max(200),
});

export const paymentTestChargeSchema = paymentTestUnlockSchema.extend({
  token: z.string().trim().min(1, "Card token is required").max(200),
  description: z.string().trim().max(200).optional(),
});
