import { formatPoints, LOYALTY_TIERS } from "@shared/rules/loyalty";
import type { LoyaltyStanding } from "../api/loyalty";

/** Tier, points and the way to the next tier, as a card. Used by /rewards and the profile's Loyalty tab. */
export function LoyaltySummary({ standing }: { standing: LoyaltyStanding }) {
  return (
    <section aria-label="Your loyalty status" className="rounded-lg bg-brand-900 p-5 text-white shadow-sm sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-brand-100">Current tier</p>
          <p className="font-display text-3xl font-bold">{standing.tier}</p>
          <p className="text-sm text-brand-100">{standing.multiplier}x points on every dollar</p>
        </div>
        <div className="text-right">
          <p className="text-sm text-brand-100">Points</p>
          <p className="font-display text-3xl font-bold">{formatPoints(standing.points)}</p>
        </div>
      </div>
      {standing.nextTier ? (
        <div className="mt-5">
          <div className="flex justify-between text-sm text-brand-100">
            <span>Next tier: {standing.nextTier}</span>
            <span>{formatPoints(standing.pointsToNextTier)} points to go</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Progress to ${standing.nextTier}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={standing.progressPercent}
            className="mt-2 h-3 overflow-hidden rounded-full bg-white/25"
          >
            <div className="h-full rounded-full bg-white" style={{ width: `${standing.progressPercent}%` }} />
          </div>
        </div>
      ) : (
        <p className="mt-5 text-sm text-brand-100">You are in our top tier. Thank you!</p>
      )}
    </section>
  );
}

/** The four tiers and their multipliers, with the client's own marked. */
export function TierTable({ current }: { current: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {LOYALTY_TIERS.map((tier, index) => {
        const next = LOYALTY_TIERS[index + 1];
        const isCurrent = tier.name === current;
        return (
          <li key={tier.name} className={`rounded-lg border p-4 ${isCurrent ? "border-brand-700 bg-brand-50" : "border-gray-200 bg-white"}`}>
            <p className="font-semibold text-gray-900">
              {tier.name}
              {isCurrent ? <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">Your tier</span> : null}
            </p>
            <p className="text-sm text-gray-800">{next ? `${formatPoints(tier.minPoints)}–${formatPoints(next.minPoints - 1)} points` : `${formatPoints(tier.minPoints)}+ points`}</p>
            <p className="text-sm text-gray-800">{tier.multiplier}x points</p>
          </li>
        );
      })}
    </ul>
  );
}
