import { useId } from "react";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCompanyInfo } from "@/features/company-info";
import { getErrorMessage } from "@/lib/api-client";
import { useQuoteMessages } from "../api/get-quote-messages";
import { useNow } from "../use-now";
import { MessageLog } from "./conversation";
import { MessageComposer } from "./message-composer";

/**
 * A visitor's conversation with the business about their proposal, on the page their proposal's link opens: read
 * and written through the link (`token`), with no account. The same log and send box as the portal's.
 */
export function ProposalLinkConversation({ quoteId, number, token }: { quoteId: number; number: string; token: string }) {
  const headingId = useId();
  const messages = useQuoteMessages(quoteId, token);
  const now = useNow();
  const businessName = useCompanyInfo().data?.name ?? DEFAULT_COMPANY_INFO.name;

  return (
    <section id="proposal-messages" aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white">
      <h2 id={headingId} className="border-b border-gray-200 p-4 font-display text-xl font-bold text-brand-900">
        Messages
      </h2>
      {messages.isPending ? (
        <Spinner label="Loading messages" className="p-6" />
      ) : messages.isError ? (
        <div role="alert" className="m-4 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="font-medium text-gray-900">We couldn't load the messages.</p>
          <p className="mt-1 text-sm text-gray-800">{getErrorMessage(messages.error, "Please check your connection and try again.")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void messages.refetch()} pending={messages.isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <MessageLog messages={messages.data} number={number} viewer={{ id: null, isAdmin: false }} businessName={businessName} now={now} />
          <div className="border-t border-gray-200 p-4">
            <MessageComposer quoteId={quoteId} proposalToken={token} />
          </div>
        </>
      )}
    </section>
  );
}
