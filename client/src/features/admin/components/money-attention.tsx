import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { formatDecimalAmount } from "@shared/rules/money";
import { describeFinding, FINDING_KIND_LABELS, type ReconciliationFindingView } from "@shared/rules/reconciliation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useBusinessDates } from "@/features/company-info";
import { newIdempotencyKey } from "@/features/payments";
import { useReconciliation, useRefundOrphanCharge } from "../api/admin";

/** Where a finding's order or proposal is opened: the orders list searched for its number, or the proposal itself. */
function subjectLink(subject: NonNullable<ReconciliationFindingView["subject"]>): { href: string; label: string } {
  return subject.type === "order"
    ? { href: `${paths.orders}?q=${encodeURIComponent(subject.number)}`, label: `Open order ${subject.number}` }
    : { href: `${paths.proposals}?quote=${subject.id}`, label: `Open proposal ${subject.number}` };
}

function Finding({ finding, onRefund }: { finding: ReconciliationFindingView; onRefund: (finding: ReconciliationFindingView) => void }) {
  const textId = useId();
  const { formatLongDateTime } = useBusinessDates();
  const link = finding.subject ? subjectLink(finding.subject) : null;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-gray-900">{FINDING_KIND_LABELS[finding.kind]}</p>
        <p id={textId} className="break-words text-gray-900">
          {describeFinding(finding)}
        </p>
        <p className="text-sm text-gray-800">Found {formatLongDateTime(finding.firstSeenAt)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {link ? (
          <Link href={link.href} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
            {link.label}
          </Link>
        ) : null}
        {finding.refundable ? (
          <Button variant="secondary" size="sm" className="min-h-11" aria-describedby={textId} onClick={() => onRefund(finding)}>
            Refund {formatDecimalAmount(finding.amount)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * "Money needing attention": the last payments reconciliation on the admin's dashboard. Each finding in plain words
 * with its amount and a link to its order or proposal; an orphan charge is refunded in one click (after a
 * confirmation). With nothing found, one all-clear line.
 */
export function MoneyNeedingAttention() {
  const report = useReconciliation();
  const { formatLongDateTime } = useBusinessDates();
  const refund = useRefundOrphanCharge();
  const [confirming, setConfirming] = useState<ReconciliationFindingView | null>(null);
  // One key per finding for as long as this page lives: a retry after a lost answer never refunds twice.
  const keys = useRef(new Map<number, string>());
  const headingId = useId();
  // The refunded finding's button goes away with it: focus then moves here instead of being lost.
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = (node: HTMLElement | null) => {
    focusTarget.current = node;
  };
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus === 0) return;
    // After the dialog has given focus back (to a button that no longer exists).
    const timer = setTimeout(() => focusTarget.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [refocus]);

  if (report.isPending) return null;
  if (report.isError) return <p className="text-red-700">Could not load the payment check. Please reload the page.</p>;
  const { findings, checkedAt, gateway } = report.data;

  const confirm = () => {
    if (!confirming) return;
    const finding = confirming;
    const idempotencyKey = keys.current.get(finding.id) ?? newIdempotencyKey();
    keys.current.set(finding.id, idempotencyKey);
    refund.mutate(
      { id: finding.id, idempotencyKey },
      {
        onSuccess: (answer) => {
          const what = finding.subject ? ` for ${finding.subject.type === "order" ? "order" : "proposal"} ${finding.subject.number}` : "";
          toast({ title: "Charge Refunded", description: `${formatDecimalAmount(answer.amount)}${what} is on its way back to the card it came from.` });
          keys.current.delete(finding.id);
          setConfirming(null);
          setRefocus((n) => n + 1);
        },
        onError: (failure) => {
          toast({ title: "Refund Failed", description: getErrorMessage(failure, "We couldn't refund this charge. Please try again."), variant: "destructive" });
          setConfirming(null);
        },
      },
    );
  };

  if (findings.length === 0) {
    return (
      <p ref={setFocusTarget} tabIndex={-1} className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900 focus:outline-none">
        {checkedAt
          ? `Money needing attention: none. Every card payment matches its order or proposal (checked ${formatLongDateTime(checkedAt)}).`
          : "Money needing attention: the payment check has not run yet; it runs every hour."}
        {gateway?.note ? ` ${gateway.note}` : ""}
      </p>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id={headingId} ref={setFocusTarget} tabIndex={-1} className="font-semibold text-gray-900 focus:outline-none">
        Money needing attention
      </h2>
      <p className="mt-1 text-sm text-gray-800">
        {findings.length === 1 ? "1 payment does" : `${findings.length} payments do`} not match what the orders and proposals record
        {checkedAt ? ` (checked ${formatLongDateTime(checkedAt)})` : ""}.{gateway?.note ? ` ${gateway.note}` : ""}
      </p>
      <ul className="mt-2 divide-y divide-amber-200">
        {findings.map((finding) => (
          <Finding key={finding.id} finding={finding} onRefund={setConfirming} />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !refund.isPending) setConfirming(null);
        }}
        title="Refund this charge?"
        message={
          confirming
            ? `${formatDecimalAmount(confirming.amount)} will go back to the card it was charged to. ${describeFinding(confirming)}`
            : ""
        }
        confirmLabel="Refund"
        pendingLabel="Refunding…"
        pending={refund.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
