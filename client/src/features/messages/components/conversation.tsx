import { useEffect, useRef, type Ref } from "react";
import { eventTypeLabel } from "@shared/rules/event-types";
import { useBusinessDates } from "@/features/company-info";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import type { MessageThreadView } from "../api/get-message-threads";
import { useQuoteMessages, type MessageView } from "../api/get-quote-messages";
import { useMarkThreadRead } from "../api/get-unread";
import { isMine, senderLabel } from "../sender-label";
import { CallButton } from "./call-button";
import { MessageAge } from "./message-age";
import { MessageComposer } from "./message-composer";

/** The reader sees every message of the open conversation: mark it read whenever a newer one shows up. */
function useMarkReadWhileOpen(quoteId: number, messages: MessageView[] | undefined) {
  const { mutate } = useMarkThreadRead();
  const newest = messages?.at(-1)?.id;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (newest === undefined || marked.current === `${quoteId}:${newest}`) return;
    marked.current = `${quoteId}:${newest}`;
    mutate(quoteId);
  }, [quoteId, newest, mutate]);
}

export interface ConversationViewer {
  /** The signed-in reader's id; null for the visitor reading through their proposal's link. */
  id: number | null;
  isAdmin: boolean;
}

/** One quote's conversation: what it is about, the messages (refreshed every 5 seconds) and the send box. */
export function Conversation({
  quoteId,
  thread,
  viewer,
  businessName,
  now,
  onBack,
  headingRef,
}: {
  quoteId: number;
  /** The thread list's entry, when it is loaded: the event it is about. */
  thread: MessageThreadView | null;
  viewer: ConversationViewer;
  businessName: string;
  now: Date;
  onBack: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const messages = useQuoteMessages(quoteId);
  const { formatLongDate } = useBusinessDates();
  useMarkReadWhileOpen(quoteId, messages.data);
  // A thread opened from a link before the list has it: its number comes with the list.
  const number = thread?.quoteNumber ?? "Proposal";
  const notFound = messages.error instanceof ApiError && messages.error.status === 404;

  return (
    <div className="flex min-h-[28rem] flex-col rounded-lg border border-gray-200 bg-white">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-200 p-4">
        <div className="min-w-0">
          <Button variant="link" onClick={onBack} className="mb-2 lg:hidden">
            Back to threads
          </Button>
          <h2 ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-brand-900 outline-none">
            {number}
          </h2>
          {thread ? (
            <p className="text-sm text-gray-800">
              {eventTypeLabel(thread.eventType)} · {formatLongDate(thread.eventDate)}
              {viewer.isAdmin && thread.clientName ? ` · ${thread.clientName}` : ""}
            </p>
          ) : null}
        </div>
        {viewer.isAdmin || notFound ? null : <CallButton />}
      </div>

      {messages.isPending ? (
        <Spinner label="Loading messages" className="flex-1" />
      ) : messages.isError ? (
        <div role="alert" className="m-4 rounded-lg border border-red-200 bg-red-50 p-4">
          {notFound ? (
            <p className="font-medium text-gray-900">We couldn't find this conversation. It may belong to another account.</p>
          ) : (
            <>
              <p className="font-medium text-gray-900">We couldn't load the messages.</p>
              <p className="mt-1 text-sm text-gray-800">{getErrorMessage(messages.error, "Please check your connection and try again.")}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void messages.refetch()} pending={messages.isFetching}>
                Try Again
              </Button>
            </>
          )}
        </div>
      ) : (
        <>
          <MessageLog messages={messages.data} number={number} viewer={viewer} businessName={businessName} now={now} />
          <div className="border-t border-gray-200 p-4">
            <MessageComposer quoteId={quoteId} />
          </div>
        </>
      )}
    </div>
  );
}

/** The messages of one conversation, newest at the bottom (the portal's conversation, and a visitor's proposal page). */
export function MessageLog({
  messages,
  number,
  viewer,
  businessName,
  now,
}: {
  messages: MessageView[];
  number: string;
  viewer: ConversationViewer;
  businessName: string;
  now: Date;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  // Whether the reader is at the newest message; someone scrolled up to read history is not pulled down by a poll.
  const atBottom = useRef(true);
  const last = messages.at(-1);
  const lastIsMine = last !== undefined && isMine(last, viewer);

  // The newest message is at the bottom: keep it in view when one arrives (always for one the reader just sent).
  useEffect(() => {
    const log = logRef.current;
    if (log && (atBottom.current || lastIsMine)) log.scrollTop = log.scrollHeight;
  }, [last?.id, lastIsMine]);

  const onScroll = () => {
    const log = logRef.current;
    if (log) atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 80;
  };

  return (
    <div ref={logRef} onScroll={onScroll} role="log" aria-label={`Messages about ${number}`} tabIndex={0} className="max-h-[60dvh] flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
      {messages.length === 0 ? (
        <p className="py-8 text-center text-gray-800">No messages yet. Write the first one below.</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => {
            const mine = isMine(message, viewer);
            return (
              <li key={message.id} className={cn("flex", mine ? "justify-end" : "justify-start")}>
                <div className={cn("max-w-[85%] rounded-lg px-3 py-2 sm:max-w-[75%]", mine ? "bg-brand-700 text-white" : "bg-gray-100 text-gray-900")}>
                  <p className={cn("text-xs font-semibold", mine ? "text-brand-100" : "text-gray-800")}>{senderLabel(message, viewer, businessName)}</p>
                  <p className="whitespace-pre-wrap wrap-anywhere">{message.content}</p>
                  <MessageAge createdAt={message.createdAt} now={now} className={cn("mt-1 block text-xs", mine ? "text-brand-100" : "text-gray-700")} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
