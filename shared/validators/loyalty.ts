import { z } from "zod";
import { LOYALTY_REWARDS, type LoyaltyTierName } from "../rules/loyalty";
import type { LoyaltyEntryKind } from "../schema/loyalty";
import { safeText } from "./text";

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

export interface LoyaltyStandingView {
  userId: number;
  points: number;
  tier: LoyaltyTierName;
  multiplier: number;
  nextTier: LoyaltyTierName | null;
  pointsToNextTier: number;
  progressPercent: number;
  /** The client's reward coupons, newest first. */
  coupons: { code: string; description: string; used: boolean }[];
}

export interface LoyaltyEntryView {
  id: number;
  kind: LoyaltyEntryKind;
  points: number;
  description: string;
  couponCode: string | null;
  createdAt: Date | string;
}

export interface RedeemedReward {
  code: string;
  rewardId: string;
  description: string;
  /** The balance after the redemption. */
  points: number;
}

export const loyaltyAccountSearchSchema = z.object({ q: safeText().trim().max(100).default("") });

export interface LoyaltyAccountView {
  userId: number;
  username: string;
  email: string;
  points: number;
  tier: LoyaltyTierName;
}
