/**
 * The loyalty programme: tiers, how many points a paid order earns, and the rewards points buy. The server
 * records points in a ledger (the balance is its sum); the rewards page shows the same tiers and rewards.
 */
export type LoyaltyTierName = "Bronze" | "Silver" | "Gold" | "Platinum";

export interface LoyaltyTier {
  name: LoyaltyTierName;
  /** The lowest balance of the tier. */
  minPoints: number;
  /** Points per whole dollar paid while in this tier. */
  multiplier: number;
}

export const LOYALTY_TIERS: readonly LoyaltyTier[] = [
  { name: "Bronze", minPoints: 0, multiplier: 1 },
  { name: "Silver", minPoints: 500, multiplier: 1.5 },
  { name: "Gold", minPoints: 1500, multiplier: 2 },
  { name: "Platinum", minPoints: 3000, multiplier: 3 },
];

export function tierFor(points: number): LoyaltyTier {
  let tier = LOYALTY_TIERS[0];
  for (const candidate of LOYALTY_TIERS) if (points >= candidate.minPoints) tier = candidate;
  return tier;
}

export function nextTierAfter(points: number): LoyaltyTier | null {
  return LOYALTY_TIERS.find((tier) => tier.minPoints > points) ?? null;
}

/** 1 point per whole dollar paid × the multiplier of the tier the client is in when paying, rounded down. */
export function pointsEarned(paidCents: number, balanceBefore: number): number {
  return Math.floor(Math.floor(Math.max(0, paidCents) / 100) * tierFor(balanceBefore).multiplier);
}

/** Where a balance stands: its tier, the next one and the share of the way there (0–100). */
export function loyaltyStanding(points: number) {
  const tier = tierFor(points);
  const next = nextTierAfter(points);
  const pointsToNextTier = next ? next.minPoints - points : 0;
  const progressPercent = next ? Math.floor(((points - tier.minPoints) / (next.minPoints - tier.minPoints)) * 100) : 100;
  return { points, tier: tier.name, multiplier: tier.multiplier, nextTier: next?.name ?? null, pointsToNextTier, progressPercent };
}

/** What a redeemed reward becomes: a single-use coupon for that client with these terms. */
export interface RewardCouponTerms {
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number;
}

export interface LoyaltyReward {
  id: "percent-15" | "appetizer-tray" | "premium-upgrade";
  name: string;
  description: string;
  points: number;
  coupon: RewardCouponTerms;
}

export const LOYALTY_REWARDS: readonly LoyaltyReward[] = [
  {
    id: "percent-15",
    name: "15% Off Next Order",
    description: "15% off your next catering order over $200",
    points: 500,
    coupon: { percentOff: 15, amountOffCents: null, minSubtotalCents: 20_001 },
  },
  {
    id: "appetizer-tray",
    name: "Free Appetizer Tray",
    description: "An appetizer tray on us: $75 off your next order of $75 or more",
    points: 800,
    coupon: { percentOff: null, amountOffCents: 7_500, minSubtotalCents: 7_500 },
  },
  {
    id: "premium-upgrade",
    name: "Premium Package Upgrade",
    description: "Upgrade to premium service: $150 off your next order over $500",
    points: 1200,
    coupon: { percentOff: null, amountOffCents: 15_000, minSubtotalCents: 50_001 },
  },
];

export function findReward(id: string): LoyaltyReward | undefined {
  return LOYALTY_REWARDS.find((reward) => reward.id === id);
}

/** "2,450": points as every screen and message writes them. */
export function formatPoints(points: number): string {
  return points.toLocaleString("en-US");
}

export function insufficientPointsMessage(needed: number, balance: number): string {
  return `Insufficient Points: you need ${formatPoints(needed - balance)} more points`;
}
