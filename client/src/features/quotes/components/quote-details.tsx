import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { eventTypeLabel } from "@shared/rules/event-types";
import { decimalToCents } from "@shared/rules/money";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useUser } from "@/features/auth";
import { useBusinessDates } from "@/features/company-info";
import { useCardPayment } from "@/features/payments";
import type { QuoteView } from "../api/get-quotes";
import { formatQuoteAmount, formatQuoteDate, menuPackageLabel, quoteThreadHref } from "../quote-display";
import { getQuote, useQuoteLines } from "../api/get-quote";
import { refreshQuotes } from "../api/quote-cache";
import { useQuoteDocumentActions } from "../use-quote-document-actions";
import { AdminQuoteEditor, RequesterContact } from "./admin-quote-editor";
import { DepositDialog } from "./deposit-dialog";
import { QuoteDetail, QuoteStatusBadge } from "./quote-card";
import { RescheduleDialog } from "./reschedule-dialog";
import { AcceptProposalButton } from "./accept-proposal-button";
import { RefundDepositButton } from "./refund-deposit-button";
import { apiUrl } from "@/lib/api-client";

export interface QuoteDetailsProps {
  quote: QuoteView | null;
  onAccept: (quote: QuoteView) => void;
  /** Called once the client has confirmed the decline. */
  onDecline: (quote: QuoteView) => void;
  isUpdating: boolean;
  /** The quote as the server now has it (after a deposit). */
  onQuoteUpdated: (quote: QuoteView) => void;
}

/** A proposal the business priced line by line: each line with its quantity, unit price and total. */
function ProposalLines({ quoteId }: { quoteId: number }) {
  const lines = useQuoteLines(quoteId);
  if (!lines.data?.length) return null;
  return (
    <div className="mt-4 overflow-x-auto border-t border-gray-200 pt-3">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Proposal lines</caption>
        <thead>
          <tr className="text-gray-800">
            <th scope="col" className="py-1 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Unit price
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.data.map((line, index) => (
            <tr key={index} className="border-t border-gray-100 text-gray-900">
              <td className="py-1 pr-3">{line.description}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{line.quantity}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{formatQuoteAmount(line.unitPrice)}</td>
              <td className="py-1 text-right tabular-nums">{formatQuoteAmount(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The selected proposal in full: Accept Proposal, Decline, the deposit (Pay Deposit once accepted), Message Us
 * and Reschedule (its thread), Print, Copy as text and Download PDF.
 */
export function QuoteDetails({ quote, ...props }: QuoteDetailsProps) {
  if (!quote) {
    return (
      <div className="rounded-lg border border-dashed border-gray-400 bg-white p-8 text-center">
        <h2 className="font-display text-2xl font-bold text-brand-900">No proposal selected</h2>
        <p className="mt-2 text-gray-800">Choose View Details on a proposal to see it here.</p>
      </div>
    );
  }
  // A new quote starts with its own dialogs, payment attempt and notes.
  return <SelectedQuoteDetails key={quote.id} quote={quote} {...props} />;
}

function SelectedQuoteDetails({ quote, onAccept, onDecline, isUpdating, onQuoteUpdated }: QuoteDetailsProps & { quote: QuoteView }) {
  const headingId = useId();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const [rescheduleSent, setRescheduleSent] = useState(false);
  const [payingDeposit, setPayingDeposit] = useState(false);
  const documentActions = useQuoteDocumentActions(quote);
  const dates = useBusinessDates();
  const queryClient = useQueryClient();
  const deposit = useCardPayment({
    keepUnconfirmed: true,
    onPaid: async () => {
      setPayingDeposit(false);
      // The quote, the lists and the figures are read again; the details show the paid deposit.
      await refreshQuotes(queryClient);
      try {
        onQuoteUpdated(await getQuote(quote.id));
      } catch {
        // The payment stands; the details catch up the next time the quote is opened.
      }
    },
  });
  const isAdmin = useUser().data?.role === "admin";

  const isClosed = quote.status === "accepted" || quote.status === "rejected";
  const depositDue = quote.status === "accepted" && !quote.depositPaidAt;
  const hasPrice = (decimalToCents(quote.depositAmount) ?? 0) > 0;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900">
          {quote.number}
        </h2>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <QuoteDetail term="Event">{eventTypeLabel(quote.eventType)}</QuoteDetail>
        <QuoteDetail term="Event date">{formatQuoteDate(quote.eventDate, dates)}</QuoteDetail>
        <QuoteDetail term="Guests">{quote.guestCount}</QuoteDetail>
        <QuoteDetail term="Venue">{quote.venue || "TBD"}</QuoteDetail>
        <QuoteDetail term="Package">{menuPackageLabel(quote.menuPackage)}</QuoteDetail>
        <QuoteDetail term="Notes">{quote.notes || "None"}</QuoteDetail>
        {isAdmin ? <RequesterContact quote={quote} /> : null}
      </dl>
      <ProposalLines quoteId={quote.id} />
      <dl className="mt-4 space-y-1 border-t border-gray-200 pt-3 text-sm">
        <div className="flex justify-between gap-4 text-base font-semibold text-gray-900">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatQuoteAmount(quote.totalAmount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-800">Deposit (50%)</dt>
          <dd className="tabular-nums text-gray-900">{formatQuoteAmount(quote.depositAmount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-800">Balance due {formatQuoteDate(quote.balanceDueDate, dates)}</dt>
          <dd className="tabular-nums text-gray-900">{formatQuoteAmount(quote.balanceAmount)}</dd>
        </div>
      </dl>

      {quote.depositPaidAt ? (
        <p className="mt-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-gray-900">
          <span className="font-semibold">Deposit paid on {formatQuoteDate(quote.depositPaidAt, dates)}.</span>
          {quote.depositRefundedAmount !== "0.00" ? ` ${formatQuoteAmount(quote.depositRefundedAmount)} of it was refunded.` : ""} Balance of{" "}
          {formatQuoteAmount(quote.balanceAmount)} due {formatQuoteDate(quote.balanceDueDate, dates)}.
        </p>
      ) : depositDue && !hasPrice ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900">
          Our team is pricing this proposal. You can pay the deposit as soon as the total is set.
        </p>
      ) : null}

      {rescheduleSent ? (
        <p role="status" className="mt-4 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-gray-900">
          Your reschedule request was sent.{" "}
          <Link href={quoteThreadHref(quote.id)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            Open the message thread
          </Link>
        </p>
      ) : null}

      {/* Accepting, declining, paying and rescheduling are the client's; admins use Manage Proposal below. */}
      {isAdmin ? null : (
        <div className="mt-5 flex flex-wrap gap-2">
          <AcceptProposalButton quote={quote} onAccept={onAccept} disabled={isClosed || isUpdating} />
          <Button variant="secondary" onClick={() => setConfirmingDecline(true)} disabled={isClosed || isUpdating}>
            Decline
          </Button>
          {depositDue && hasPrice ? <Button onClick={() => setPayingDeposit(true)}>Pay Deposit ({formatQuoteAmount(quote.depositAmount)})</Button> : null}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={quoteThreadHref(quote.id)} className={buttonClasses({ variant: "secondary" })}>
          {isAdmin ? "Message Client" : "Message Us"}
        </Link>
        {isAdmin ? null : (
          <Button variant="secondary" onClick={() => setRescheduling(true)} disabled={quote.status === "rejected"}>
            Reschedule
          </Button>
        )}
        <Button variant="secondary" onClick={documentActions.print}>
          Print
        </Button>
        <Button variant="secondary" onClick={() => void documentActions.copyAsText()}>
          Copy as text
        </Button>
        <a href={apiUrl("GET /api/quotes/:id/pdf", { params: { id: quote.id } })} download className={buttonClasses({ variant: "secondary" })}>
          Download PDF
        </a>
      </div>

      {isAdmin && quote.depositPaidAt ? <RefundDepositButton quote={quote} onRefunded={onQuoteUpdated} /> : null}
      {isAdmin ? <AdminQuoteEditor quote={quote} onUpdated={onQuoteUpdated} /> : null}

      <ConfirmDialog
        open={confirmingDecline}
        onOpenChange={setConfirmingDecline}
        title="Decline Proposal"
        message="Decline this proposal? This cannot be undone."
        confirmLabel="Decline Proposal"
        onConfirm={() => {
          setConfirmingDecline(false);
          onDecline(quote);
        }}
      />
      <RescheduleDialog
        quote={quote}
        open={rescheduling}
        onOpenChange={setRescheduling}
        onRequested={() => {
          setRescheduling(false);
          setRescheduleSent(true);
        }}
      />
      <DepositDialog
        quote={quote}
        open={payingDeposit}
        onOpenChange={setPayingDeposit}
        onPay={(card) => deposit.pay({ kind: "deposit", quoteId: quote.id, amount: quote.depositAmount }, card)}
        unconfirmed={deposit.unconfirmed}
        onRetry={() => void deposit.retry()}
        isRetrying={deposit.isRetrying}
        onStartOver={deposit.startOver}
      />
    </section>
  );
}
