import { useId, useRef, useState, type RefObject } from "react";
import { decimalToCents, formatCents } from "@shared/rules/money";
import { nextOrderStatuses, ORDER_STATUS_LABELS, type OrderStatus } from "@shared/rules/order-lifecycle";
import { orderNoteSchema } from "@shared/validators/orders";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { inputClasses } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { RefundForm, useRefundDraft } from "@/features/payments";
import type { Order } from "../api/get-orders";
import { useAddOrderNote, useMoveOrder, useOrderTimeline, useRefundOrder } from "../api/manage-order";
import { formatTimestampDate } from "../order-display";
import { useBusinessDates } from "@/features/company-info";

/** What is left of the card payment to give back, in cents. */
const refundableCents = (order: Order) => (decimalToCents(order.paidAmount) ?? 0) - (decimalToCents(order.refundedAmount) ?? 0);

/**
 * The admin's controls on an order card: move it along its lifecycle (the buttons are the shared rule's next
 * steps), cancel it (refunding what was paid), refund part or all of it, and read or add to its timeline. A change
 * replaces the buttons (Mark Confirmed gives way to Mark Preparing; a full refund removes Refund), so the focus
 * then goes to the card's heading (`headingRef`), and the toast says what changed.
 */
export function OrderManagement({ order, headingRef }: { order: Order; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const move = useMoveOrder();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [showTimeline, setShowTimeline] = useState(false);
  const next = nextOrderStatuses(order.status, order.fulfilment);
  const forward = next.filter((status) => status !== "cancelled");
  const left = refundableCents(order);
  // Read when the cancel dialog closes: after a cancel its opener is gone, so the focus goes to the card's heading.
  const focusAfterCancel = useRef<HTMLElement | null>(null);

  const moveTo = (status: OrderStatus) =>
    move.mutate(
      { id: order.id, status },
      {
        onSuccess: () => {
          setConfirmingCancel(false);
          toast({ title: "Order Updated", description: `${order.number} is now ${ORDER_STATUS_LABELS[status].toLowerCase()}.` });
          // From a status button; the cancel dialog gives the focus back through its returnFocusRef when it closes.
          if (status === "cancelled") focusAfterCancel.current = headingRef.current;
          else headingRef.current?.focus();
        },
        onError: (error) => toast({ title: "Update Failed", description: getErrorMessage(error, "We couldn't update the order. Please try again."), variant: "destructive" }),
      },
    );

  return (
    <div className="mt-4 border-t border-gray-200 pt-3">
      <div className="flex flex-wrap gap-2">
        {forward.map((status) => (
          <Button key={status} size="sm" pending={move.isPending} onClick={() => moveTo(status)}>
            Mark {ORDER_STATUS_LABELS[status]}
          </Button>
        ))}
        {left > 0 ? (
          <Button size="sm" variant="secondary" onClick={() => setRefunding(true)}>
            Refund
          </Button>
        ) : null}
        {next.includes("cancelled") ? (
          <Button size="sm" variant="secondary" className="text-red-800" onClick={() => setConfirmingCancel(true)}>
            Cancel Order
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" aria-expanded={showTimeline} onClick={() => setShowTimeline((shown) => !shown)}>
          {showTimeline ? "Hide Timeline" : "Timeline and Notes"}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title="Cancel Order"
        message={`Cancel ${order.number}?${left > 0 ? ` ${formatCents(left)} paid by card will be refunded.` : ""} The customer is emailed.`}
        confirmLabel="Cancel Order"
        pendingLabel="Cancelling..."
        pending={move.isPending}
        onConfirm={() => moveTo("cancelled")}
        returnFocusRef={focusAfterCancel}
      />
      {refunding ? <RefundDialog order={order} leftCents={left} headingRef={headingRef} onClose={() => setRefunding(false)} /> : null}
      {showTimeline ? <OrderTimeline orderId={order.id} /> : null}
    </div>
  );
}

function RefundDialog({
  order,
  leftCents,
  headingRef,
  onClose,
}: {
  order: Order;
  leftCents: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const draft = useRefundDraft(leftCents);
  const refund = useRefundOrder();
  // Closed without a refund, the focus goes back to Refund; refunded, to the card's heading (a full refund removes
  // the button). A ref, read as the dialog closes: the dialog is gone before another render could pass it on.
  const focusAfterRefund = useRef<HTMLElement | null>(null);

  const submit = () => {
    const checked = draft.check();
    if (!checked) return;
    refund.mutate(
      { id: order.id, amount: checked.amount, reason: checked.reason, idempotencyKey: checked.idempotencyKey },
      {
        onSuccess: (done) => {
          toast({ title: "Refund Sent", description: `${formatCents(decimalToCents(done.amount) ?? 0)} is on its way back to the customer for ${order.number}.` });
          focusAfterRefund.current = headingRef.current;
          onClose();
        },
        // The dialog stays open with what was typed, so the admin can try again with the same key.
        onError: (error) => toast({ title: "Refund Failed", description: getErrorMessage(error, "We couldn't refund the order. Please try again."), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Refund Order"
      description={`Up to ${formatCents(leftCents)} of ${order.number} can be refunded to the customer's card.`}
      size="sm"
      returnFocusRef={focusAfterRefund}
    >
      <RefundForm
        {...draft.fields}
        submitLabel="Refund"
        pending={refund.isPending}
        onCancel={onClose}
        onSubmit={submit}
      />
    </Dialog>
  );
}

function OrderTimeline({ orderId }: { orderId: number }) {
  const timeline = useOrderTimeline(orderId, { enabled: true });
  const dates = useBusinessDates();
  const addNote = useAddOrderNote();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const summary = useErrorSummary();

  const submit = () => {
    const checked = orderNoteSchema.safeParse({ note });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      summary.show();
      return;
    }
    setError(undefined);
    addNote.mutate(
      { id: orderId, note: checked.data.note },
      {
        onSuccess: () => setNote(""),
        onError: (failure) => toast({ title: "Note Not Saved", description: getErrorMessage(failure, "Please try again."), variant: "destructive" }),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-md bg-gray-50 p-3 text-sm">
      <h3 id={headingId} className="font-semibold text-gray-900">
        Timeline
      </h3>
      {timeline.isPending ? (
        <Spinner label="Loading the timeline" />
      ) : timeline.isError ? (
        <p role="alert" className="mt-1 text-gray-900">
          {getErrorMessage(timeline.error, "We couldn't load the timeline.")}
        </p>
      ) : timeline.data.length === 0 ? (
        <p className="mt-1 text-gray-800">No changes yet.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {timeline.data.map((entry) => (
            <li key={entry.id} className="wrap-anywhere text-gray-900">
              <time dateTime={entry.createdAt} className="text-gray-800">
                {formatTimestampDate(entry.createdAt, dates)}
              </time>{" "}
              · {entry.actorName}:{" "}
              {entry.kind === "status" && entry.to
                ? `${entry.from ? ORDER_STATUS_LABELS[entry.from] : "New"} → ${ORDER_STATUS_LABELS[entry.to]}`
                : entry.kind === "refund"
                  ? `refunded ${formatCents(decimalToCents(entry.amount ?? "") ?? 0)}`
                  : "note"}
              {entry.note ? <span className="block text-gray-800">{entry.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
      <ErrorSummaryScope summary={summary}>
        <form
          noValidate
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <ErrorSummary summary={summary} />
          <FormField label="Staff note" error={error}>
            {(field) => <textarea {...field} value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={1000} className={cn(inputClasses, "min-h-16")} />}
          </FormField>
          <Button type="submit" size="sm" variant="secondary" pending={addNote.isPending}>
            {addNote.isPending ? "Saving..." : "Add Note"}
          </Button>
        </form>
      </ErrorSummaryScope>
    </section>
  );
}
