import { useState, type FormEvent } from "react";
import { loyaltyAdjustmentSchema } from "@shared/validators/loyalty";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useAdjustPoints, useLoyalty, useLoyaltyAccounts, type LoyaltyAccount } from "../api/loyalty";
import { LoyaltySummary } from "./loyalty-summary";
import { PointsLedger } from "./points-ledger";
import { formatPoints } from "@shared/rules/loyalty";

function AdjustForm({ account }: { account: LoyaltyAccount }) {
  const [points, setPoints] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ points?: string; reason?: string }>({});
  const adjust = useAdjustPoints(account.userId);
  const summary = useErrorSummary();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = loyaltyAdjustmentSchema.safeParse({ points: Number(points), reason });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({ points: issues.find((i) => i.path[0] === "points")?.message, reason: issues.find((i) => i.path[0] === "reason")?.message });
      summary.show();
      return;
    }
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: (standing) => {
        toast({ title: "Points Adjusted", description: `${account.username} now has ${formatPoints(standing.points)} points.` });
        setPoints("");
        setReason("");
      },
      onError: (error) => toast({ title: "Not Adjusted", description: getErrorMessage(error, "Could not adjust the points."), variant: "destructive" }),
    });
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
        <ErrorSummary summary={summary} className="sm:col-span-3" />
        <FormField label="Points (+ or −)" error={errors.points} isRequired>
          {(field) => <Input {...field} inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value)} required />}
        </FormField>
        <FormField label="Reason" error={errors.reason} isRequired>
          {(field) => <Input {...field} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} required />}
        </FormField>
        <Button type="submit" pending={adjust.isPending}>
          {adjust.isPending ? "Saving..." : "Adjust Points"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}

function AccountDetails({ account }: { account: LoyaltyAccount }) {
  const standing = useLoyalty(account.userId);
  return (
    <div className="space-y-6">
      {standing.data ? <LoyaltySummary standing={standing.data} /> : <Spinner />}
      <AdjustForm account={account} />
      <PointsLedger userId={account.userId} />
    </div>
  );
}

/** Admins: find a client, see their points and ledger, and correct the balance with a reason (audited). */
export function PointsAdjuster() {
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<LoyaltyAccount | null>(null);
  const accounts = useLoyaltyAccounts(query);
  return (
    <div className="space-y-6">
      <FormField label="Find a client by name or email">
        {(field) => <Input {...field} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="At least 2 letters" />}
      </FormField>
      {accounts.data ? (
        accounts.data.length ? (
          <ul aria-label="Matching clients" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {accounts.data.map((account) => (
              <li key={account.userId} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <span className="min-w-0 wrap-anywhere text-gray-900">
                  <span className="font-medium">{account.username}</span> · {account.email} · {formatPoints(account.points)} points ({account.tier})
                </span>
                <Button size="sm" variant={selected?.userId === account.userId ? "primary" : "secondary"} onClick={() => setSelected(account)} aria-pressed={selected?.userId === account.userId}>
                  Select
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-gray-800">No client matches “{query}”.</p>
        )
      ) : null}
      {selected ? (
        <section aria-label={`Points of ${selected.username}`}>
          <h3 className="mb-3 text-lg font-semibold text-gray-900">{selected.username}</h3>
          <AccountDetails key={selected.userId} account={selected} />
        </section>
      ) : null}
    </div>
  );
}
