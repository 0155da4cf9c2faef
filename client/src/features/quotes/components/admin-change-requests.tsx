import { useId, useState } from "react";
import {
  CHANGE_REQUEST_MESSAGES,
  CHANGE_REQUEST_RESPONSE_MAX,
} from "@shared/rules/change-requests";
import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import {
  ErrorSummary,
  ErrorSummaryScope,
  useErrorSummary,
} from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import {
  useApproveChangeRequest,
  useChangeRequests,
  useDeclineChangeRequest,
  type ChangeRequest,
} from "../api/change-requests";
import { formatQuoteAmount } from "../quote-display";
import { ChangeRequestSummary, DecidedChangeRequests } from "./change-requests";

/**
 * The client's pending change request, in Manage Proposal: what they asked, the estimate the server worked out (its
 * lines), and Approve (the proposal becomes its next version) or Decline with a reason the client reads; then the
 * requests already answered or withdrawn, as the client sees them.
 */
export function AdminChangeRequests({
  quote,
  onUpdated,
}: {
  quote: QuoteView;
  onUpdated: (quote: QuoteView) => void;
}) {
  const headingId = useId();
  const list = useChangeRequests({ kind: "account" }, quote.id);
  const pending = list.data?.requests.find((r) => r.status === "pending");
  // Secondary to the proposal: nothing while loading; a failure is said in place, without taking the focus.
  if (list.isPending) return null;
  if (list.isError)
    return (
      <p className="text-sm text-red-800">
        {getErrorMessage(list.error, "We couldn't load the change requests.")}
      </p>
    );
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-lg font-semibold text-brand-900">
        Change request
      </h4>
      {pending ? (
        <PendingRequest
          key={pending.id}
          quote={quote}
          request={pending}
          onUpdated={onUpdated}
        />
      ) : (
        <p className="text-sm text-gray-800">No change request is waiting.</p>
      )}
      <DecidedChangeRequests
        requests={list.data.requests}
        replyLabel="Your reply"
      />
    </section>
  );
}

function PendingRequest({
  quote,
  request,
  onUpdated,
}: {
  quote: QuoteView;
  request: ChangeRequest;
  onUpdated: (quote: QuoteView) => void;
}) {
  const [response, setResponse] = useState("");
  const [declineRefused, setDeclineRefused] = useState(false);
  const summary = useErrorSummary();
  const approve = useApproveChangeRequest(quote.id);
  const decline = useDeclineChangeRequest(quote.id);
  const busy = approve.isPending || decline.isPending;
  const error =
    declineRefused && !response.trim()
      ? CHANGE_REQUEST_MESSAGES.responseRequired
      : undefined;
  const failed = (e: unknown) =>
    toast({
      title: "Error",
      description: getErrorMessage(
        e,
        "We couldn't answer the request. Please try again.",
      ),
      variant: "destructive",
    });

  return (
    <div className="rounded-md border border-blue-200 bg-blue-50 p-3">
      <p className="mb-2 text-sm text-gray-900">
        Asked against version {request.baseVersion}. Now{" "}
        {formatQuoteAmount(quote.totalAmount)}; with the change{" "}
        {formatQuoteAmount(request.estimateAmount)}.
      </p>
      <ChangeRequestSummary request={request} />
      {request.estimateLines.length ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-80 text-left text-sm">
            <caption className="sr-only">The estimate's lines</caption>
            <thead>
              <tr className="border-b border-blue-200">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Line
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {request.estimateLines.map((line, index) => (
                <tr key={index} className="border-b border-blue-100">
                  <td className="py-1 pr-2 break-words">
                    {line.description}
                    {line.toBePriced ? " — to be priced" : ""}
                  </td>
                  <td className="py-1 pr-2 text-right tabular-nums">
                    {line.rateBasisPoints === null ? line.quantity : ""}
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {formatQuoteAmount(line.lineTotal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ErrorSummaryScope summary={summary}>
        <form
          noValidate
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            approve.mutate(
              { requestId: request.id, response: response.trim() || null },
              {
                onSuccess: ({ quote: updated }) => {
                  toast({
                    title: "Change Approved",
                    description: `${updated.number} is now version ${updated.version}, ${formatQuoteAmount(updated.totalAmount)}.`,
                  });
                  onUpdated(updated);
                },
                onError: failed,
              },
            );
          }}
        >
          <ErrorSummary summary={summary} />
          <FormField
            label="Reply to the client (required to decline)"
            error={error}
          >
            {(field) => (
              <textarea
                {...field}
                value={response}
                onChange={(e) => setResponse(e.target.value)}
                rows={3}
                maxLength={CHANGE_REQUEST_RESPONSE_MAX}
                className={cn(inputClasses, "min-h-20")}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" pending={approve.isPending} disabled={busy}>
              Approve change
            </Button>
            <Button
              variant="secondary"
              pending={decline.isPending}
              disabled={busy}
              onClick={() => {
                if (!response.trim()) {
                  setDeclineRefused(true);
                  summary.show();
                  return;
                }
                decline.mutate(
                  { requestId: request.id, response: response.trim() },
                  {
                    onSuccess: () =>
                      toast({
                        title: "Change Declined",
                        description: "The client was told why.",
                      }),
                    onError: failed,
                  },
                );
              }}
            >
              Decline change
            </Button>
          </div>
        </form>
      </ErrorSummaryScope>
    </div>
  );
}
