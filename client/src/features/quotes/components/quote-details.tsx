import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { BALANCE_PAYMENT_QUERY } from "@shared/rules/proposal-payments";
import { eventTypeLabel } from "@shared/rules/event-types";
import { decimalToCents } from "@shared/rules/money";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useUser } from "@/features/auth";
import { useBusinessDates } from "@/features/company-info";
import { useCardPayment } from "@/features/payments";
import type { QuoteView } from "../api/get-quotes";
import { formatQuoteAmount, formatQuoteDate, menuPackageLabel, quoteThreadHref } from "../quote-display";
import { refreshQuotes } from "../api/quote-cache";
import { fetchProposal, linkToken, proposalQueryOptions, useProposalAccess } from "../proposal-access";
import { useProposalDocument, useQuoteDocumentActions } from "../use-quote-document-actions";
import { AdminQuoteEditor, RequesterContact } from "./admin-quote-editor";
import { DepositDialog } from "./deposit-dialog";
import { DraftProposal } from "./draft-proposal";
import { BalanceOverdueBadge, QuoteDetail, QuoteStatusBadge } from "./quote-card";
import { RecordOfflinePaymentButton } from "./record-offline-payment-button";
import { ProposalFigures } from "./proposal-figures";
import { RescheduleDialog } from "./reschedule-dialog";
import { AcceptProposalButton } from "./accept-proposal-button";
import { NewVersionSignature, ProposalVersionChanges } from "./proposal-versions";
import { CancelEventButton, CancelledNotice } from "./cancel-event-dialog";
import { RefundDepositButton } from "./refund-deposit-button";
import { apiUrl } from "@/lib/api-client";
import { signedPdfUrls } from "../api/sign-proposal";
import { GuestDietarySection } from "@/features/guests";
import { ChangeRequestsSection } from "./change-requests";

export interface QuoteDetailsProps {
  quote: QuoteView | null;
  onAccept: (quote: QuoteView) => void;
  /** Called once the client has confirmed the decline. */
  onDecline: (quote: QuoteView) => void;
  isUpdating: boolean;
  /** The quote as the server now has it (after a deposit). */
  onQuoteUpdated: (quote: QuoteView) => void;
  /** The client deleted their draft proposal. */
  onDraftDeleted?: () => void;
}

/**
 * The selected proposal in full: Accept Proposal, Decline, the deposit (Pay Deposit once accepted), Message Us
 * and Reschedule (its thread), Print, Copy as text, Download PDF and, once accepted, Add to calendar (.ics).
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
  // A client's draft from their cart is completed and submitted here (docs/product/quotes-and-proposals.md).
  if (quote.status === "draft") return <DraftProposal key={quote.id} quote={quote} onQuoteUpdated={props.onQuoteUpdated} onDeleted={props.onDraftDeleted} />;
  // A new quote starts with its own dialogs, payment attempt and notes.
  return <SelectedQuoteDetails key={quote.id} quote={quote} {...props} />;
}

function SelectedQuoteDetails({ quote, onAccept, onDecline, isUpdating, onQuoteUpdated }: QuoteDetailsProps & { quote: QuoteView }) {
  const headingId = useId();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const [rescheduleSent, setRescheduleSent] = useState(false);
  const [payingDeposit, setPayingDeposit] = useState(false);
  // The balance reminder's link (/proposals?quote=12&pay=balance, or a visitor's link with the same query) opens this
  // proposal with its card form.
  const search = new URLSearchParams(useSearch());
  const [payingBalance, setPayingBalance] = useState(
    () => search.get(BALANCE_PAYMENT_QUERY.quote) === String(quote.id) && search.get(BALANCE_PAYMENT_QUERY.pay) === BALANCE_PAYMENT_QUERY.balance,
  );
  const access = useProposalAccess();
  const proposalToken = linkToken(access);
  const documentActions = useQuoteDocumentActions(quote);
  const { doc, full } = useProposalDocument(quote);
  const dates = useBusinessDates();
  const queryClient = useQueryClient();
  const deposit = useCardPayment({
    keepUnconfirmed: true,
    onPaid: async () => {
      setPayingDeposit(false);
      // The quote, the lists and the figures are read again; the details show the paid deposit.
      await refreshQuotes(queryClient);
      try {
        quoteUpdated(await fetchProposal(access, quote.id));
      } catch {
        // The payment stands; the details catch up the next time the quote is opened.
      }
    },
  });
  const balance = useCardPayment({
    keepUnconfirmed: true,
    onPaid: async () => {
      setPayingBalance(false);
      await refreshQuotes(queryClient);
      try {
        quoteUpdated(await fetchProposal(access, quote.id));
      } catch {
        // The payment stands; the details catch up the next time the quote is opened.
      }
    },
  });
  // Reached by a visitor's link, the screen is the client's whoever's browser it is in (an admin's included).
  const isAdmin = useUser().data?.role === "admin" && !proposalToken;
  /** A change's answer is the quote as it now stands: the document shows it at once (its lines and payments kept). */
  const quoteUpdated = (updated: QuoteView) => {
    queryClient.setQueryData(proposalQueryOptions(access, updated.id).queryKey, (known?: QuoteView) => ({ ...known, ...updated }));
    onQuoteUpdated(updated);
  };

  const isClosed = quote.status === "accepted" || quote.status === "rejected" || quote.status === "cancelled";
  const depositDue = quote.status === "accepted" && !quote.depositPaidAt;
  const hasPrice = (decimalToCents(quote.depositAmount) ?? 0) > 0;
  // The rest of the total, by card, once the deposit is paid (the server refuses it otherwise): in the portal or
  // through a visitor's link alike (docs/decisions/012-visitor-proposal-links.md).
  const balanceDue = full.status === "accepted" && !!full.depositPaidAt && !full.balancePaidAt && (decimalToCents(full.balanceAmount) ?? 0) > 0;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900">
          {quote.number}
        </h2>
        <div className="flex flex-wrap gap-2">
          {full.balanceOverdue ? <BalanceOverdueBadge /> : null}
          <QuoteStatusBadge status={quote.status} />
        </div>
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
      {/* Which version this is and what changed since the client last opened it (docs/decisions/015-proposal-versions.md). */}
      {isAdmin ? null : <ProposalVersionChanges quote={full} onSeen={quoteUpdated} />}
      <ProposalFigures doc={doc} />
      {full.signature ? <SignatureNotice signature={full.signature} urls={signedPdfUrls(access, quote.id)} /> : null}
      {isAdmin ? null : <NewVersionSignature quote={full} onSigned={quoteUpdated} />}

      {full.status === "cancelled" ? (
        <CancelledNotice quote={full} formatDate={(iso) => formatQuoteDate(iso, dates)} />
      ) : full.depositPaidAt && !balanceDue ? (
        <p className="mt-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-gray-900">
          <span className="font-semibold">{(decimalToCents(full.balanceAmount) ?? 0) > 0 ? `Deposit paid on ${formatQuoteDate(full.depositPaidAt, dates)}.` : "Paid in full."}</span>
          {full.depositRefundedAmount !== "0.00" ? ` ${formatQuoteAmount(full.depositRefundedAmount)} of the deposit was refunded.` : ""}
        </p>
      ) : balanceDue ? (
        <p className={`mt-4 rounded-md border p-3 text-sm text-gray-900 ${full.balanceOverdue ? "border-red-300 bg-red-50" : "border-green-200 bg-green-50"}`}>
          <span className="font-semibold">Deposit paid on {formatQuoteDate(full.depositPaidAt, dates)}.</span>
          {full.depositRefundedAmount !== "0.00" ? ` ${formatQuoteAmount(full.depositRefundedAmount)} of it was refunded.` : ""} Balance of {doc.balance}{" "}
          {full.balanceOverdue ? `was due ${doc.balanceDueDate} and is overdue.` : `due ${doc.balanceDueDate}.`}
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
          {balanceDue ? <Button onClick={() => setPayingBalance(true)}>Pay Balance ({doc.balance})</Button> : null}
          {/* Cancellation by policy: the client's own accepted event, signed in (docs/product/quotes-and-proposals.md). */}
          {!proposalToken && full.status === "accepted" ? <CancelEventButton quote={full} onCancelled={quoteUpdated} /> : null}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {proposalToken ? (
          // A visitor's conversation is on their proposal's page, below.
          <a href="#proposal-messages" className={buttonClasses({ variant: "secondary" })}>
            Message Us
          </a>
        ) : (
          <Link href={quoteThreadHref(quote.id)} className={buttonClasses({ variant: "secondary" })}>
            {isAdmin ? "Message Client" : "Message Us"}
          </Link>
        )}
        {isAdmin || proposalToken ? null : (
          <Button variant="secondary" onClick={() => setRescheduling(true)} disabled={quote.status === "rejected" || quote.status === "cancelled"}>
            Reschedule
          </Button>
        )}
        <Button variant="secondary" onClick={documentActions.print}>
          Print
        </Button>
        <Button variant="secondary" onClick={() => void documentActions.copyAsText()}>
          Copy as text
        </Button>
        {proposalToken ? null : (
          <a href={apiUrl("GET /api/quotes/:id/pdf", { params: { id: quote.id } })} download className={buttonClasses({ variant: "secondary" })}>
            Download PDF
          </a>
        )}
        {/* The team's banquet event order (docs/product/admin.md, "Production sheet and BEO"). */}
        {isAdmin ? (
          <a href={apiUrl("GET /api/quotes/:id/beo.pdf", { params: { id: quote.id } })} download className={buttonClasses({ variant: "secondary" })}>
            BEO (PDF)
          </a>
        ) : null}
        {/* A confirmed event for the signed-in client's or the business's calendar (docs/product/client-portal.md, "Calendar"). */}
        {proposalToken || full.status !== "accepted" ? null : (
          <a href={apiUrl("GET /api/quotes/:id/event.ics", { params: { id: quote.id } })} download className={buttonClasses({ variant: "secondary" })}>
            Add to calendar (.ics)
          </a>
        )}
      </div>

      {isAdmin && quote.depositPaidAt && quote.status !== "cancelled" ? <RefundDepositButton quote={quote} onRefunded={quoteUpdated} /> : null}
      {isAdmin && full.status === "accepted" && full.depositPaidAt ? <RecordOfflinePaymentButton quote={full} onRecorded={quoteUpdated} /> : null}
      {isAdmin ? <AdminQuoteEditor quote={quote} onUpdated={quoteUpdated} /> : null}
      {/* Guests, date, dishes and notes: the client asks, repriced at once; the business answers (docs/decisions/015-proposal-versions.md). */}
      {isAdmin ? null : <ChangeRequestsSection quote={full} />}
      {/* A confirmed event's guest list is its client's and admins' (signed in): a visitor's link does not reach it. */}
      {quote.status === "accepted" && !proposalToken ? <GuestDietarySection quoteId={quote.id} /> : null}

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
        onPay={(card) => deposit.pay({ kind: "deposit", quoteId: quote.id, amount: quote.depositAmount, proposalToken }, card)}
        unconfirmed={deposit.unconfirmed}
        onRetry={() => void deposit.retry()}
        isRetrying={deposit.isRetrying}
        onStartOver={deposit.startOver}
      />
      {balanceDue ? (
        <DepositDialog
          quote={full}
          purpose="balance"
          open={payingBalance}
          onOpenChange={setPayingBalance}
          onPay={(card) => balance.pay({ kind: "balance", quoteId: quote.id, amount: full.balanceAmount, proposalToken }, card)}
          unconfirmed={balance.unconfirmed}
          onRetry={() => void balance.retry()}
          isRetrying={balance.isRetrying}
          onStartOver={balance.startOver}
        />
      ) : null}
    </section>
  );
}

/** Who signed the proposal and when, with the signed PDF and the original it hashes (docs/decisions/014-e-signature.md). */
function SignatureNotice({ signature, urls }: { signature: NonNullable<QuoteView["signature"]>; urls: { signed: string; original: string } }) {
  const dates = useBusinessDates();
  return (
    <div className="mt-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-gray-900">
      <p>
        <span className="font-semibold">
          Signed by {signature.signerName} on {dates.formatLongDateTime(signature.signedAt)}.
        </span>{" "}
        {signature.current ? null : `That was version ${signature.version}: the proposal has changed since.`}
      </p>
      <p className="mt-1 break-all text-xs text-gray-700">SHA-256 of the document signed: {signature.documentSha256}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={urls.signed} download className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Signed PDF
        </a>
        <a href={urls.original} download className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Original PDF
        </a>
      </div>
    </div>
  );
}
