import { Link } from "wouter";
import { eventTypeLabel } from "@shared/rules/event-types";
import { useBusinessDates } from "@/features/company-info";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import type { MessageThreadView, useMessageThreads } from "../api/get-message-threads";
import { lastMessageAuthor } from "../sender-label";
import { UnreadBadge } from "./unread-badge";
import { MessageAge } from "./message-age";

/** One conversation per quote, most recently active first; the selected one is marked as the current page. */
export function MessageThreadList({
  threads,
  selectedId,
  hrefFor,
  onOpen,
  isAdmin,
  businessName,
  now,
}: {
  threads: ReturnType<typeof useMessageThreads>;
  selectedId: number | null;
  hrefFor: (quoteId: number) => string;
  /** Called when a thread is opened from the list (before the URL changes). */
  onOpen: () => void;
  isAdmin: boolean;
  businessName: string;
  now: Date;
}) {
  const { data, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = threads;

  if (isPending) return <Spinner label="Loading conversations" />;

  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-gray-900">We couldn't load your conversations.</p>
        <p className="mt-1 text-sm text-gray-800">{getErrorMessage(error, "Please check your connection and try again.")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()} pending={isFetching}>
          Try Again
        </Button>
      </div>
    );
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-gray-400 bg-white p-5 text-center">
        <p className="font-medium text-gray-900">No conversations yet</p>
        <p className="mt-1 text-sm text-gray-800">
          {isAdmin
            ? "Every quote request gets its own conversation; they will appear here."
            : "Every quote you request gets its own conversation with our team. Request a quote to start one."}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <ul aria-label="Conversations" className="divide-y divide-gray-200 overflow-hidden rounded-lg border border-gray-200 bg-white">
        {items.map((thread) => (
          <li key={thread.quoteId}>
            <ThreadLink
              thread={thread}
              href={hrefFor(thread.quoteId)}
              isSelected={thread.quoteId === selectedId}
              onOpen={onOpen}
              isAdmin={isAdmin}
              businessName={businessName}
              now={now}
            />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="secondary" className="w-full" onClick={() => void fetchNextPage()} pending={isFetchingNextPage}>
          {isFetchingNextPage ? "Loading..." : "Show more conversations"}
        </Button>
      ) : null}
    </div>
  );
}

function ThreadLink({
  thread,
  href,
  isSelected,
  onOpen,
  isAdmin,
  businessName,
  now,
}: {
  thread: MessageThreadView;
  href: string;
  isSelected: boolean;
  onOpen: () => void;
  isAdmin: boolean;
  businessName: string;
  now: Date;
}) {
  const last = thread.lastMessage;
  const { formatLongDate } = useBusinessDates();
  return (
    <Link
      href={href}
      onClick={onOpen}
      aria-current={isSelected ? "page" : undefined}
      className={cn(
        "block px-4 py-3 hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700",
        isSelected && "border-l-4 border-brand-700 bg-brand-50 pl-3",
      )}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="flex items-center gap-2">
          <span className="font-semibold text-gray-900">{thread.quoteNumber}</span>
          <UnreadBadge count={thread.unreadCount} />
          {thread.unreadCount > 0 ? <span className="sr-only">{`${thread.unreadCount} unread`}</span> : null}
        </span>
        {last ? <MessageAge createdAt={last.createdAt} now={now} className="shrink-0 text-xs text-gray-700" /> : null}
      </span>
      <span className="block text-sm text-gray-800">
        {eventTypeLabel(thread.eventType)} · {formatLongDate(thread.eventDate)}
      </span>
      {isAdmin && thread.clientName ? <span className="block text-sm text-gray-800">{thread.clientName}</span> : null}
      <span className="mt-1 block truncate text-sm text-gray-700">
        {last ? `${lastMessageAuthor(last.fromBusiness, isAdmin, businessName, thread.clientName)}: ${last.content}` : "No messages yet"}
      </span>
    </Link>
  );
}
