import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useQuotes, type QuoteView } from "../api/get-quotes";
import type { QuoteFilter } from "../quote-display";
import { QuoteCard } from "./quote-card";

/** A list of proposal cards for one page of GET /api/quotes. */
export function QuoteList({
  label,
  pageSize,
  filter,
  onViewDetails,
  onAccept,
  updatingId,
}: {
  label: string;
  pageSize: number;
  filter: QuoteFilter;
  onViewDetails: (quote: QuoteView) => void;
  onAccept: (quote: QuoteView) => void;
  updatingId: number | null;
}) {
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useQuotes({
    page: 1,
    pageSize,
    status: filter === "all" ? undefined : filter,
  });

  if (isPending || (isPlaceholderData && data.items.length === 0)) return <Spinner label="Loading proposals" />;

  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5">
        <p className="font-medium text-gray-900">We couldn't load the proposals.</p>
        <p className="mt-1 text-sm text-gray-800">{getErrorMessage(error, "Please check your connection and try again.")}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()} disabled={isFetching}>
          Try Again
        </Button>
      </div>
    );
  }

  if (data.items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-gray-400 bg-white p-8 text-center">
        <h2 className="font-display text-2xl font-bold text-brand-900">{filter === "all" ? "No proposals yet" : "No proposals match this filter"}</h2>
        <p className="mt-2 text-gray-800">
          {filter === "all" ? "Proposals we send you will appear here." : "Try another status, or choose All to see every proposal."}
        </p>
      </div>
    );
  }

  return (
    <ul aria-label={label} aria-busy={isPlaceholderData} className={`space-y-4 ${isPlaceholderData ? "opacity-60" : ""}`}>
      {data.items.map((quote) => (
        <li key={quote.id}>
          <QuoteCard quote={quote} onViewDetails={onViewDetails} onAccept={onAccept} isUpdating={updatingId === quote.id} />
        </li>
      ))}
    </ul>
  );
}
