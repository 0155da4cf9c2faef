import { useEffect, useId, useRef } from "react";
import { useLocation, useSearchParams } from "wouter";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { MESSAGE_MESSAGES } from "@shared/validators/messages";
import { cn } from "@/lib/cn";
import { type User } from "@/features/auth";
import { useCompanyInfo } from "@/features/company-info";
import { useMessageThreads } from "../api/get-message-threads";
import { useNow } from "../use-now";
import { Conversation } from "./conversation";
import { MessageThreadList } from "./message-thread-list";

/** `?quote=12` opens quote 12's thread (the Proposals panel links here); anything else opens none. */
export function readQuoteParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The thread list beside the open conversation. On a phone they stack: the list, then (once a thread is chosen)
 * the conversation alone with a Back to threads button. The open thread lives in the URL, so it can be linked,
 * reloaded and left with the browser's Back button.
 */
export function MessagesView({ user }: { user: User }) {
  const [location, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const selectedId = readQuoteParam(searchParams.get("quote"));
  const isAdmin = user.role === "admin";
  const now = useNow();
  const threads = useMessageThreads();
  const { data: companyInfo } = useCompanyInfo();
  const businessName = companyInfo?.name ?? DEFAULT_COMPANY_INFO.name;
  const thread = threads.data?.pages.flatMap((page) => page.items).find((item) => item.quoteId === selectedId) ?? null;

  const listHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const conversationHeadingRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes after the reader opens a thread or goes back (not on first load, which keeps the page's own focus).
  const pendingFocus = useRef<"conversation" | "list" | null>(null);

  useEffect(() => {
    const target = pendingFocus.current === "conversation" ? conversationHeadingRef.current : pendingFocus.current === "list" ? listHeadingRef.current : null;
    target?.focus();
    pendingFocus.current = null;
  }, [selectedId]);

  const hrefFor = (quoteId: number) => `${location}?quote=${quoteId}`;
  const backToThreads = () => {
    pendingFocus.current = "list";
    navigate(location);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <section aria-labelledby={listHeadingId} className={cn("min-w-0", selectedId !== null && "hidden lg:block")}>
        <h2 id={listHeadingId} ref={listHeadingRef} tabIndex={-1} className="mb-3 font-display text-xl font-bold text-brand-900 outline-none">
          Conversations
        </h2>
        <MessageThreadList
          threads={threads}
          selectedId={selectedId}
          hrefFor={hrefFor}
          onOpen={() => {
            pendingFocus.current = "conversation";
          }}
          isAdmin={isAdmin}
          businessName={businessName}
          now={now}
        />
      </section>

      <section aria-label="Conversation" className={cn("min-w-0", selectedId === null && "hidden lg:block")}>
        {selectedId === null ? (
          <div className="flex min-h-[28rem] flex-col items-center justify-center rounded-lg border border-dashed border-gray-400 bg-white p-8 text-center">
            <h2 className="font-display text-xl font-bold text-brand-900">{MESSAGE_MESSAGES.noQuote}</h2>
            <p className="mt-2 text-gray-800">Choose a conversation to read its messages and reply.</p>
          </div>
        ) : (
          <Conversation
            key={selectedId}
            quoteId={selectedId}
            thread={thread}
            viewer={{ id: user.id, isAdmin }}
            businessName={businessName}
            now={now}
            onBack={backToThreads}
            headingRef={conversationHeadingRef}
          />
        )}
      </section>
    </div>
  );
}
