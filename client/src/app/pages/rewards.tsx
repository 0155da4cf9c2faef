import { ContentSection } from "@/components/ui/content-section";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth";
import { LoyaltySummary, PointsAdjuster, PointsLedger, RewardsList, TierTable, useLoyalty } from "@/features/loyalty";

function ClientRewards({ userId }: { userId: number }) {
  const standing = useLoyalty(userId);
  if (standing.isPending) return <Spinner />;
  if (standing.isError) return <p className="px-4 py-10 text-red-700">Could not load your rewards. Please reload the page.</p>;
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <LoyaltySummary standing={standing.data} />
      </div>
      <ContentSection title="Rewards" intro="Turn your points into savings: each reward becomes a code for your next order.">
        <RewardsList standing={standing.data} />
      </ContentSection>
      <ContentSection title="Tiers" tone="tinted" intro="1 point for every dollar you spend, more in higher tiers.">
        <TierTable current={standing.data.tier} />
      </ContentSection>
      <ContentSection title="Points History">
        <PointsLedger userId={userId} />
      </ContentSection>
    </>
  );
}

/** /rewards: a client's loyalty points and rewards; for admins, every client's points with adjustments. */
export default function RewardsPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="pb-10">
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h1 className="font-display text-3xl font-bold text-brand-900">Loyalty Rewards</h1>
        <p className="mt-2 text-gray-800">
          {user.role === "admin" ? "Find a client to see their points and correct their balance." : "Earn points on every paid order and redeem them for rewards."}
        </p>
      </div>
      {user.role === "admin" ? (
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <PointsAdjuster />
        </div>
      ) : (
        <ClientRewards userId={user.id} />
      )}
    </div>
  );
}
