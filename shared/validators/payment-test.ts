import { z } from "zod";
import { safeText } from "./text";

export const PAYMENT_TEST_AMOUNT_CENTS = 100;

export const paymentTestUnlockSchema = z.object({
  password: safeText({ error: "Please enter the password" }).min(1, "Please enter the password").max(200),
});

export const paymentTestChargeSchema = paymentTestUnlockSchema.extend({
  token: safeText().trim().min(1, "Card token is required").max(200),
  description: safeText().trim().max(200).optional(),
});
