import { formatPoints, LOYALTY_REWARDS } from "@shared/rules/loyalty";
import { Button } from "@/components/ui/button";
import { copyText } from "@/components/ui/copy-text";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useRedeemReward, type LoyaltyStanding } from "../api/loyalty";

/**
 * The rewards points buy. Redeeming one turns points into a single-use coupon code for this client, shown at
 * once and kept in "Your reward codes" until used at checkout.
 */
export function RewardsList({ standing }: { standing: LoyaltyStanding }) {
  const redeem = useRedeemReward(standing.userId);

  function onRedeem(rewardId: string, name: string) {
    redeem.mutate(rewardId, {
      onSuccess: (result) =>
        toast({ title: "Reward Redeemed", description: `${name}: use code ${result.code} at checkout. You have ${formatPoints(result.points)} points left.` }),
      onError: (error) => toast({ title: "Insufficient Points", description: getErrorMessage(error, "Could not redeem this reward."), variant: "destructive" }),
    });
  }

  return (
    <div className="space-y-8">
      <ul className="grid gap-4 md:grid-cols-3">
        {LOYALTY_REWARDS.map((reward) => {
          const short = reward.points - standing.points;
          return (
            <li key={reward.id} className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-gray-900">{reward.name}</h3>
              <p className="mt-1 flex-1 text-sm text-gray-800">{reward.description}</p>
              <p className="mt-3 font-semibold text-brand-700">{formatPoints(reward.points)} points</p>
              <Button className="mt-3" onClick={() => onRedeem(reward.id, reward.name)} pending={redeem.isPending} aria-describedby={short > 0 ? `${reward.id}-short` : undefined}>
                Redeem
              </Button>
              {short > 0 ? (
                <p id={`${reward.id}-short`} className="mt-2 text-sm text-gray-800">
                  You need {formatPoints(short)} more points
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {standing.coupons.length ? (
        <div>
          <h3 className="text-lg font-semibold text-gray-900">Your reward codes</h3>
          <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {standing.coupons.map((coupon) => (
              <li key={coupon.code} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-mono font-semibold text-gray-900">{coupon.code}</p>
                  <p className="text-sm text-gray-800">{coupon.description}</p>
                </div>
                {coupon.used ? (
                  <span className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">Used</span>
                ) : (
                  <Button variant="secondary" size="sm" onClick={() => copyText(coupon.code, coupon.code)} aria-label={`Copy code ${coupon.code}`}>
                    Copy Code
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
