import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { useUser } from "@/features/auth";
import { useBusinessDates } from "@/features/company-info";
import { eventTypeLabel } from "@shared/rules/event-types";
import { Button, buttonClasses } from "@/components/ui/button";
import { AcceptProposalButton } from "./accept-proposal-button";
import { apiUrl } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import type { QuoteView } from "../api/get-quotes";
import { clientLabel, formatQuoteAmount, formatQuoteDate, quoteStatusLabel, quoteThreadHref } from "../quote-display";

export function QuoteDetail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    // A <div> is the only wrapper a <dl> may hold around its dt/dd pairs.
    <div className={cn("min-w-0", className)}>
      <dt className="font-medium text-gray-900">{term}</dt>
      <dd className="wrap-anywhere text-gray-800">{children}</dd>
    </div>
  );
}

export function QuoteStatusBadge({ status }: { status: string }) {
  const colours =
    status === "accepted" ? "bg-green-100 text-green-900"
    : status === "rejected" ? "bg-red-100 text-red-900"
    : status === "cancelled" ? "bg-gray-200 text-gray-900"
    : status === "viewed" ? "bg-blue-100 text-blue-900"
    : "bg-amber-100 text-amber-900";
  return <span className={`rounded-full px-3 py-1 text-xs font-semibold ${colours}`}>{quoteStatusLabel(status)}</span>;
}

/** An accepted proposal with money still owed after its balance due date (the server's balanceOverdue). */
export function BalanceOverdueBadge() {
  return <span className="rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-900">Balance overdue</span>;
}

/** One proposal: number, event, date, guests, total, status and its actions (Message opens its thread). */
export function QuoteCard({
  quote,
  onViewDetails,
  onAccept,
  isUpdating,
}: {
  quote: QuoteView;
  onViewDetails: (quote: QuoteView) => void;
  onAccept: (quote: QuoteView) => void;
  isUpdating: boolean;
}) {
  const headingId = useId();
  const dates = useBusinessDates();
  const number = quote.number;
  // Accepting is the client's answer to the proposal; admins change status from the details.
  const isAdmin = useUser().data?.role === "admin";
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-gray-900">
          {number}
        </h3>
        <div className="flex flex-wrap gap-2">
          {quote.balanceOverdue ? <BalanceOverdueBadge /> : null}
          <QuoteStatusBadge status={quote.status} />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {isAdmin ? <QuoteDetail term="Client">{clientLabel(quote)}</QuoteDetail> : null}
        <QuoteDetail term="Event">{eventTypeLabel(quote.eventType)}</QuoteDetail>
        <QuoteDetail term="Event date">{formatQuoteDate(quote.eventDate, dates)}</QuoteDetail>
        <QuoteDetail term="Guests">{quote.guestCount}</QuoteDetail>
        <QuoteDetail term="Total">{formatQuoteAmount(quote.totalAmount)}</QuoteDetail>
        {quote.status === "cancelled" ? (
          <QuoteDetail term="Cancelled">
            {formatQuoteDate(quote.cancelledAt, dates)} · refunded {formatQuoteAmount(quote.cancellationRefundAmount ?? "0.00")}
          </QuoteDetail>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant={quote.status === "draft" ? "primary" : "secondary"} size="sm" onClick={() => onViewDetails(quote)} aria-describedby={headingId}>
          {quote.status === "draft" ? "Complete draft" : "View Details"}
        </Button>
        <a href={apiUrl("GET /api/quotes/:id/pdf", { params: { id: quote.id } })} download className={buttonClasses({ variant: "secondary", size: "sm" })} aria-describedby={headingId}>
          Download PDF
        </a>
        {/* A draft has no conversation until it is submitted. */}
        {quote.status === "draft" ? null : (
          <Link href={quoteThreadHref(quote.id)} className={buttonClasses({ variant: "secondary", size: "sm" })} aria-describedby={headingId}>
            Message
          </Link>
        )}
        {quote.status === "sent" && !isAdmin ? <AcceptProposalButton quote={quote} onAccept={onAccept} disabled={isUpdating} size="sm" describedBy={headingId} /> : null}
      </div>
    </article>
  );
}
