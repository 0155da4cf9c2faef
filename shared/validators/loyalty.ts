import { z } from "zod";
import { LOYALTY_REWARDS } from "../rules/loyalty";
import { safeText } from "./text";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

const rewardIds = LOYALTY_REWARDS.map((r) => r.id) as [string, ...string[]];

export const redeemRewardSchema = z.object({
  rewardId: z.enum(rewardIds, { message: "Please choose a reward." }),
});

export const loyaltyAdjustmentSchema = z.object({
  points: z
    .number({ message: "Points must be a whole number." })
    .int("Points must be a whole number.")
    .min(-100_000)
    .max(100_000)
    .refine((n) => n !== 0, "Points must not be zero."),
  reason: safeText().trim().min(3, "Please give a reason.").max(200),
});
export type LoyaltyAdjustment = z.infer<typeof loyaltyAdjustmentSchema>;

export type LoyaltyStandingView = Answer<typeof view.loyaltyStandingView>;

export type LoyaltyEntryView = z.output<typeof view.loyaltyEntryView>;

export type RedeemedReward = Answer<typeof view.redeemedRewardView>;

export const loyaltyAccountSearchSchema = z.object({ q: safeText().trim().max(100).default("") });

export type LoyaltyAccountView = Answer<typeof view.loyaltyAccountView>;
