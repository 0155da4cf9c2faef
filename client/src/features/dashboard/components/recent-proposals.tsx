import { Link } from "wouter";
import { eventTypeLabel } from "@shared/rules/event-types";
import { paths } from "@/lib/paths";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useQuotes, QuoteStatusBadge, formatQuoteAmount, formatQuoteDate } from "@/features/quotes";
import { useBusinessDates } from "@/features/company-info";

export const DASHBOARD_RECENT_PROPOSALS = 3;

/** The three newest proposals, each leading to the Proposals page. */
export function RecentProposals() {
  const { data, isPending, isError, refetch, isFetching } = useQuotes({ page: 1, pageSize: DASHBOARD_RECENT_PROPOSALS });
  const dates = useBusinessDates();

  if (isPending) return <Spinner label="Loading recent proposals" />;
  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-gray-900">
        <p>We couldn't load your recent proposals.</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()} disabled={isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-gray-400 bg-white p-5 text-center text-gray-800">
        No proposals yet. Use New Proposal to request a quote for your event.
      </p>
    );
  }
  return (
    <ul aria-label="Recent proposals" className="space-y-3">
      {data.items.map((quote) => (
        <li key={quote.id}>
          <Link
            href={paths.proposals}
            className="block rounded-lg border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-gray-900">{quote.number}</span>
              <QuoteStatusBadge status={quote.status} />
            </span>
            <span className="mt-1 block text-sm text-gray-800">
              {eventTypeLabel(quote.eventType)} · {formatQuoteDate(quote.eventDate, dates)} · {quote.guestCount} guests
            </span>
            <span className="mt-1 block text-sm font-medium text-gray-900">{formatQuoteAmount(quote.totalAmount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
