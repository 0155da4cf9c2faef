import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { paths } from "@/lib/paths";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { Tabs } from "@/components/ui/tabs";
import { NewProposalButton } from "@/features/quotes/components/new-proposal-button";
import { quotesQueryKey, type QuoteView } from "../api/get-quotes";
import { getQuote } from "../api/get-quote";
import { useUser } from "@/features/auth";
import { useMarkQuoteViewed } from "../api/mark-quote-viewed";
import { QUOTE_FILTERS, type QuoteFilter } from "../quote-display";
import { QuoteDetails } from "./quote-details";
import { QuoteList } from "./quote-list";
import { QuoteStatsCards } from "./quote-stats";
import { useQuoteStatusChange } from "./use-quote-status-change";

type ProposalsTab = "dashboard" | "all" | "details";

const TABS = [
  { value: "dashboard", label: "Dashboard" },
  { value: "all", label: "All Proposals" },
  { value: "details", label: "Proposal Details" },
] as const;

export const RECENT_PROPOSALS = 5;
export const ALL_PROPOSALS_PAGE_SIZE = 20;

/** The figures, then tabs: recent proposals, every proposal by status, and the selected proposal. */
export function ProposalsPanel() {
  // /proposals?quote=12 (the admin dashboard's links to a proposal) opens on that proposal's details.
  const linkedId = Number(new URLSearchParams(useSearch()).get("quote")) || null;
  const linked = useQuery({ queryKey: [...quotesQueryKey, linkedId], queryFn: () => getQuote(linkedId!), enabled: linkedId !== null });
  const [tab, setTab] = useState<ProposalsTab>(linkedId ? "details" : "dashboard");
  const [filter, setFilter] = useState<QuoteFilter>("all");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<QuoteView | null>(null);
  const markViewed = useMarkQuoteViewed();
  // Only the client's own opening counts as viewing the proposal; an admin's sends nothing.
  const isAdmin = useUser().data?.role === "admin";
  const replaceSelected = (quote: QuoteView) => setSelected((current) => (current?.id === quote.id ? quote : current));
  const statusChange = useQuoteStatusChange(replaceSelected);

  const viewDetails = (quote: QuoteView) => {
    setSelected(quote);
    setTab("details");
    if (quote.status === "sent" && !isAdmin) {
      markViewed.mutate(quote.id, { onSuccess: replaceSelected });
    }
  };
  const changeFilter = (next: QuoteFilter) => {
    setFilter(next);
    setPage(1);
  };
  // Accepted by signing it (the Sign and accept dialog): the answer is the proposal as it now stands.
  const accept = (quote: QuoteView) => replaceSelected(quote);
  // Proposal Details asks for confirmation before calling this.
  const decline = (quote: QuoteView) => statusChange.change(quote.id, "rejected");
  // A deleted draft leaves the details (and the ?quote= that opened it) for the recent proposals.
  const [, navigate] = useLocation();
  const draftDeleted = () => {
    setSelected(null);
    setTab("dashboard");
    if (linkedId) navigate(paths.proposals, { replace: true });
  };

  return (
    <div className="mt-6 space-y-6">
      <QuoteStatsCards />
      <Tabs label="Proposals" items={TABS} value={tab} onValueChange={setTab}>
        {tab === "dashboard" ? (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="font-display text-2xl font-bold text-brand-900">Recent Proposals</h2>
              <NewProposalButton />
            </div>
            <QuoteList label="Recent proposals" pageSize={RECENT_PROPOSALS} filter="all" onViewDetails={viewDetails} onAccept={accept} updatingId={statusChange.pendingId} />
          </div>
        ) : tab === "all" ? (
          <div className="space-y-4">
            {/* The cards are h3s: their list needs its h2 for the outline not to skip a level. */}
            <h2 className="sr-only">All proposals</h2>
            <FilterButtons label="Filter proposals by status" options={QUOTE_FILTERS} value={filter} onChange={changeFilter} />
            <QuoteList
              label="Proposals"
              pageSize={ALL_PROPOSALS_PAGE_SIZE}
              filter={filter}
              pager={{ page, onPageChange: setPage }}
              onViewDetails={viewDetails}
              onAccept={accept}
              updatingId={statusChange.pendingId}
            />
          </div>
        ) : (
          <QuoteDetails quote={selected ?? linked.data ?? null} onAccept={accept} onDecline={decline} isUpdating={statusChange.isPending} onQuoteUpdated={replaceSelected} onDraftDeleted={draftDeleted} />
        )}
      </Tabs>
    </div>
  );
}
