import { useEffect, useRef } from "react";
import { Pagination } from "@/components/ui/pagination";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useQuotes, type QuoteView } from "../api/get-quotes";
import type { QuoteFilter } from "../quote-display";
import { QuoteCard } from "./quote-card";

/**
 * Proposal cards for GET /api/quotes. With `pager`, a pager (Previous, Page x of y, Next) walks through every
 * page using the server's total (the caller keeps the page, so it survives a visit to another tab); without
 * it, only the first `pageSize` are shown (the recent list).
 */
export function QuoteList({
  label,
  pageSize,
  filter,
  pager,
  onViewDetails,
  onAccept,
  updatingId,
}: {
  label: string;
  pageSize: number;
  filter: QuoteFilter;
  pager?: { page: number; onPageChange: (page: number) => void };
  onViewDetails: (quote: QuoteView) => void;
  onAccept: (quote: QuoteView) => void;
  updatingId: number | null;
}) {
  const page = pager?.page ?? 1;
  const setPage = pager?.onPageChange;
  const listRef = useRef<HTMLUListElement>(null);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useQuotes({
    page,
    pageSize,
    status: filter === "all" ? undefined : filter,
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  // Proposals can go between requests (an admin's change): a page past the end goes to the last one.
  const isPastEnd = !!setPage && !isPlaceholderData && !!data && data.items.length === 0 && page > pageCount;
  useEffect(() => {
    if (isPastEnd) setPage?.(pageCount);
  }, [isPastEnd, pageCount, setPage]);

  if (isPending || isPastEnd || (isPlaceholderData && data.items.length === 0)) return <Spinner label="Loading proposals" />;

  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5">
        <p className="font-medium text-gray-900">We couldn't load the proposals.</p>
        <p className="mt-1 text-sm text-gray-800">{getErrorMessage(error, "Please check your connection and try again.")}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()} pending={isFetching}>
          Try Again
        </Button>
      </div>
    );
  }

  if (data.items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-gray-400 bg-white p-8 text-center">
        <h2 className="font-display text-2xl font-bold text-brand-900">{filter === "all" ? "No proposals yet" : "No proposals match this filter"}</h2>
        <p className="mt-2 text-gray-800">
          {filter === "all" ? "Proposals we send you will appear here." : "Try another status, or choose All to see every proposal."}
        </p>
      </div>
    );
  }

  // The pressed button may become disabled (first or last page): move focus to the new cards instead of losing it.
  const goTo = (next: number) => {
    setPage?.(next);
    listRef.current?.focus();
  };

  return (
    <>
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={label}
        aria-busy={isPlaceholderData}
        className={`space-y-4 outline-none transition-opacity ${isPlaceholderData ? "opacity-60" : ""}`}
      >
        {data.items.map((quote) => (
          <li key={quote.id}>
            <QuoteCard quote={quote} onViewDetails={onViewDetails} onAccept={onAccept} isUpdating={updatingId === quote.id} />
          </li>
        ))}
      </ul>
      {pager ? <Pagination label="Proposal pages" page={page} pageCount={pageCount} onPageChange={goTo} /> : null}
    </>
  );
}
