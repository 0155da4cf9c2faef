import { useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { diffProposalVersions, type ProposalChange } from "@shared/rules/proposal-diff";
import { formatDecimalAmount } from "@shared/rules/money";
import type { ProposalVersionView, QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { inputClasses } from "@/components/ui/input";
import { useBusinessDates } from "@/features/company-info";
import { cn } from "@/lib/cn";
import { markProposalSeen, proposalVersionsQueryOptions } from "../api/proposal-versions";
import { useProposalAccess } from "../proposal-access";
import { SignProposalDialog } from "./sign-proposal-dialog";

/**
 * Proposal versions on the client's screen (docs/decisions/015-proposal-versions.md): which version this is, what
 * changed since the version they last opened (or any earlier one they choose), and, once the proposal has moved on
 * from the version they signed, the new signature it needs.
 */

/** Who made a version, in the client's words. */
export const VERSION_SOURCE_LABELS: Record<ProposalVersionView["source"], string> = {
  request: "Your request",
  business: "Sent by our team",
  "change-request": "Your change request, approved",
};

/** The changes from version `from` to version `to` of `versions`, by the shared rule; null when either is unknown. */
export function versionChanges(versions: readonly ProposalVersionView[], from: number, to: number, timeZone: string): ProposalChange[] | null {
  const [before, after] = [versions.find((v) => v.version === from), versions.find((v) => v.version === to)];
  if (!before || !after) return null;
  const names = new Map([...before.dishes, ...after.dishes].map((dish) => [dish.id, dish.name]));
  return diffProposalVersions(before, after, { timeZone, dishName: (id) => names.get(id) });
}

/**
 * "Version N" and "What changed since version M": M is the version the client last opened, as it was when this
 * screen loaded (opening it now makes the current version the one seen, so the next visit starts from here). Any
 * earlier version can be chosen to compare with instead. `onSeen` gets the proposal once the server has recorded it.
 */
export function ProposalVersionChanges({ quote, onSeen }: { quote: QuoteView; onSeen: (quote: QuoteView) => void }) {
  const access = useProposalAccess();
  const { timeZone } = useBusinessDates();
  const headingId = useId();
  // The version seen before this visit: kept, whatever the server records while the screen is open.
  const [seenBefore] = useState(quote.clientSeenVersion);
  // The version this screen opened on is the one it records as seen. A version that arrives while it is open (a live
  // update) is shown here too, but recorded only when it is opened again, so no change is taken as read unseen.
  const [openedOn] = useState(quote.version);
  const [chosen, setChosen] = useState<number | null>(null);
  const hasEarlier = quote.version > 1;
  const versions = useQuery({ ...proposalVersionsQueryOptions(access, quote.id), enabled: hasEarlier });

  // Seen once the diff can be worked out (or there is nothing earlier): once per screen. Opening the proposal from the
  // list or the link's page does not record a version, so the version seen before this visit is still here to show.
  const marked = useRef(false);
  const needsMarking = (quote.clientSeenVersion ?? 0) < openedOn;
  const ready = !hasEarlier || versions.isSuccess;
  useEffect(() => {
    if (marked.current || !needsMarking || !ready) return;
    marked.current = true;
    markProposalSeen(access, quote.id, openedOn).then(onSeen, () => {
      // Not recorded: the next visit shows the same changes again, which is the safe side.
    });
  }, [access, onSeen, quote.id, openedOn, needsMarking, ready]);

  const automatic = seenBefore !== null && seenBefore < quote.version ? seenBefore : null;
  const compareWith = chosen !== null && chosen < quote.version ? chosen : automatic;
  const changes = compareWith !== null && versions.data ? versionChanges(versions.data, compareWith, quote.version, timeZone) : null;
  const earlier = (versions.data ?? []).filter((v) => v.version < quote.version);

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-900">
      <h3 id={headingId} className="font-semibold text-brand-900">
        Version {quote.version}
      </h3>
      {hasEarlier && versions.isError ? <p className="mt-1 text-gray-800">We couldn't load the earlier versions. Reload the page to see what changed.</p> : null}
      {changes ? <VersionChangeList since={compareWith!} changes={changes} /> : null}
      {earlier.length ? (
        <div className="mt-3 max-w-xs">
          <FormField label="Compare with version">
            {(field) => (
              <select {...field} value={compareWith ?? ""} onChange={(event) => setChosen(event.target.value ? Number(event.target.value) : null)} className={cn(inputClasses, "pr-8")}>
                <option value="">Choose a version</option>
                {earlier.map((v) => (
                  <option key={v.version} value={v.version}>
                    Version {v.version}
                    {v.version === seenBefore ? " (last seen)" : ""}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      ) : null}
    </section>
  );
}

/** The changes as a list under their own heading; "no changes" said in words rather than an empty list. */
export function VersionChangeList({ since, changes }: { since: number; changes: readonly ProposalChange[] }) {
  const headingId = useId();
  return (
    <div className="mt-2">
      <h4 id={headingId} className="font-semibold">
        What changed since version {since}
      </h4>
      {changes.length ? (
        <ul aria-labelledby={headingId} className="mt-1 list-disc space-y-1 break-words pl-5">
          {changes.map((change, index) => (
            <li key={`${change.kind}-${index}`}>{change.text}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-gray-800">Nothing you see on the proposal changed.</p>
      )}
    </div>
  );
}

/**
 * An accepted proposal changed after it was signed: the signature binds the version signed, so the current one needs
 * signing (the same Sign dialog; the proposal stays accepted).
 */
export function NewVersionSignature({ quote, onSigned }: { quote: QuoteView; onSigned: (quote: QuoteView) => void }) {
  const [signing, setSigning] = useState(false);
  const textId = useId();
  if (quote.status !== "accepted" || !quote.signature || quote.signature.current) return null;
  return (
    <div role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900">
      <p id={textId}>
        <span className="font-semibold">Version {quote.version} needs your signature.</span> You signed version {quote.signature.version}; the proposal has
        changed since.
      </p>
      <Button size="sm" className="mt-2" onClick={() => setSigning(true)} aria-describedby={textId}>
        Sign version {quote.version}
      </Button>
      <SignProposalDialog quote={quote} open={signing} onOpenChange={setSigning} onSigned={onSigned} />
    </div>
  );
}

/** Who made a version, in the business's words. */
function adminSourceLabel(v: ProposalVersionView): string {
  const by = v.createdBy ?? "the business";
  if (v.source === "request") return "The client's request";
  if (v.source === "change-request") return `The client's change request, approved by ${by}`;
  return `Sent by ${by}`;
}

/** The admin's history of a proposal's versions: number, when, who or where from, and total, newest first. */
export function ProposalVersionHistory({ quote }: { quote: QuoteView }) {
  const access = useProposalAccess();
  const dates = useBusinessDates();
  const headingId = useId();
  const versions = useQuery(proposalVersionsQueryOptions(access, quote.id));
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="font-display text-lg font-bold text-brand-900">
        Version history
      </h4>
      {versions.isPending ? (
        <p className="mt-1 text-sm text-gray-800">Loading versions…</p>
      ) : versions.isError ? (
        <p className="mt-1 text-sm text-gray-800">We couldn't load the versions. Please try again later.</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm">
          {[...versions.data].reverse().map((v) => (
            <li key={v.version} className="rounded-md border border-gray-200 p-2">
              <p className="font-semibold">
                Version {v.version}
                {v.version === quote.version ? " (current)" : ""}: {formatDecimalAmount(v.totalAmount)}
              </p>
              <p className="text-gray-800">
                {dates.formatLongDateTime(v.createdAt)} · {adminSourceLabel(v)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
