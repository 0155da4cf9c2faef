import { eventTypeLabel } from "@shared/rules/event-types";
import { quoteNumber } from "@shared/rules/quotes";
import { Button, buttonClasses } from "@/components/ui/button";
import type { QuoteView } from "../api/get-quotes";
import { formatQuoteAmount, formatQuoteDate } from "../quote-display";
import { QuoteDetail, QuoteStatusBadge } from "./quote-card";

/** The selected proposal in full, with Accept Proposal, Decline and Download PDF. */
export function QuoteDetails({
  quote,
  onAccept,
  onDecline,
  isUpdating,
}: {
  quote: QuoteView | null;
  onAccept: (quote: QuoteView) => void;
  onDecline: (quote: QuoteView) => void;
  isUpdating: boolean;
}) {
  if (!quote) {
    return (
      <div className="rounded-lg border border-dashed border-gray-400 bg-white p-8 text-center">
        <h2 className="font-display text-2xl font-bold text-brand-900">No proposal selected</h2>
        <p className="mt-2 text-gray-800">Choose View Details on a proposal to see it here.</p>
      </div>
    );
  }
  const isClosed = quote.status === "accepted" || quote.status === "rejected";
  return (
    <section aria-labelledby="proposal-details-heading" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="proposal-details-heading" className="font-display text-2xl font-bold text-brand-900">
          {quoteNumber(quote.id)}
        </h2>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <QuoteDetail term="Event">{eventTypeLabel(quote.eventType)}</QuoteDetail>
        <QuoteDetail term="Event date">{formatQuoteDate(quote.eventDate)}</QuoteDetail>
        <QuoteDetail term="Guests">{quote.guestCount}</QuoteDetail>
        <QuoteDetail term="Venue">{quote.venue || "TBD"}</QuoteDetail>
        <QuoteDetail term="Notes">{quote.notes || "None"}</QuoteDetail>
      </dl>
      <dl className="mt-4 space-y-1 border-t border-gray-200 pt-3 text-sm">
        <div className="flex justify-between gap-4 text-base font-semibold text-gray-900">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatQuoteAmount(quote.totalAmount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-800">Deposit (50%){quote.depositPaidAt ? ", paid" : ""}</dt>
          <dd className="tabular-nums text-gray-900">{formatQuoteAmount(quote.depositAmount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-800">Balance due {formatQuoteDate(quote.balanceDueDate)}</dt>
          <dd className="tabular-nums text-gray-900">{formatQuoteAmount(quote.balanceAmount)}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={() => onAccept(quote)} disabled={isClosed || isUpdating}>
          Accept Proposal
        </Button>
        <Button variant="secondary" onClick={() => onDecline(quote)} disabled={isClosed || isUpdating}>
          Decline
        </Button>
        <a href={`/api/quotes/${quote.id}/pdf`} download className={buttonClasses({ variant: "secondary" })}>
          Download PDF
        </a>
      </div>
    </section>
  );
}
