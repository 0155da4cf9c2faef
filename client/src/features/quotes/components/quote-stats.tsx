import { Spinner } from "@/components/ui/spinner";
import { useQuoteStats } from "../api/get-quote-stats";
import { formatQuoteWhole } from "../quote-display";

/** Four figures: Total Proposals, Pending Review, Accepted, Total Value (no decimals). */
export function QuoteStatsCards() {
  const { data, isPending, isError } = useQuoteStats();
  if (isPending) return <Spinner label="Loading proposal figures" />;
  if (isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-gray-900">
        We couldn't load the proposal figures.
      </p>
    );
  }
  const cards = [
    { label: "Total Proposals", value: String(data.total) },
    { label: "Pending Review", value: String(data.pendingReview) },
    { label: "Accepted", value: String(data.accepted) },
    { label: "Total Value", value: formatQuoteWhole(data.totalValue) },
  ];
  return (
    <dl aria-label="Proposal figures" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-gray-800">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
