import { useId } from "react";
import { Link } from "wouter";
import { eventTypeLabel } from "@shared/rules/event-types";
import { useBusinessDates } from "@/features/company-info";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useQuotes, type QuoteView, QuoteDetail } from "@/features/quotes";

/** How many confirmed events the page lists (the soonest). */
export const UPCOMING_EVENTS_PAGE_SIZE = 20;

/** Confirmed (accepted) events from today on, soonest first; the server filters and sorts them. */
export function UpcomingEvents({ isAdmin }: { isAdmin: boolean }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuotes({ page: 1, pageSize: UPCOMING_EVENTS_PAGE_SIZE, status: "accepted", upcoming: true });
  const events = data?.items ?? [];

  if (isPending) return <Spinner label="Loading upcoming events" />;
  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5">
        <p className="font-medium text-gray-900">We couldn't load your upcoming events.</p>
        <p className="mt-1 text-sm text-gray-800">{getErrorMessage(error, "Please check your connection and try again.")}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()} pending={isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  if (events.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-gray-400 bg-white p-8 text-center">
        <p className="font-display text-xl font-bold text-brand-900">No upcoming events</p>
        <p className="mt-2 text-gray-800">
          {isAdmin
            ? "Accepted proposals with an event date from today on appear here."
            : "When you accept a proposal, your confirmed event appears here. Choose an event type above to start a booking."}
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Upcoming events" className="space-y-4">
      {events.map((quote) => (
        <li key={quote.id}>
          <UpcomingEventCard quote={quote} />
        </li>
      ))}
    </ul>
  );
}

function UpcomingEventCard({ quote }: { quote: QuoteView }) {
  const headingId = useId();
  const { formatLongDate } = useBusinessDates();
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-gray-900">
          {eventTypeLabel(quote.eventType)} · {quote.number}
        </h3>
        <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-900">Confirmed</span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <QuoteDetail term="Date">{formatLongDate(quote.eventDate)}</QuoteDetail>
        <QuoteDetail term="Guests">{quote.guestCount}</QuoteDetail>
        <QuoteDetail term="Venue" className="sm:col-span-2">
          {quote.venue}
        </QuoteDetail>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href={`${paths.messages}?quote=${quote.id}`} className={buttonClasses({ variant: "secondary", size: "sm" })} aria-describedby={headingId}>
          Message us
        </Link>
        <Link href={paths.proposals} className={buttonClasses({ variant: "secondary", size: "sm" })} aria-describedby={headingId}>
          View proposal
        </Link>
      </div>
    </article>
  );
}
