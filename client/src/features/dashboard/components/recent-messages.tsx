import { Link } from "wouter";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { paths } from "@/lib/paths";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCompanyInfo } from "@/features/company-info";
import { useRecentMessages, MessageAge, senderLabel, useNow } from "@/features/messages";

export const DASHBOARD_RECENT_MESSAGES = 5;

/** The newest messages across the viewer's quotes, each opening its thread. */
export function RecentMessages({ viewer }: { viewer: { id: number; isAdmin: boolean } }) {
  const { data, isPending, isError, refetch, isFetching } = useRecentMessages(DASHBOARD_RECENT_MESSAGES);
  const { data: companyInfo } = useCompanyInfo();
  const businessName = companyInfo?.name ?? DEFAULT_COMPANY_INFO.name;
  const now = useNow();

  if (isPending) return <Spinner label="Loading recent messages" />;
  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-gray-900">
        <p>We couldn't load your recent messages.</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()} disabled={isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-gray-400 bg-white p-5 text-center text-gray-800">
        {viewer.isAdmin ? "No messages yet. Messages about quotes will appear here." : "No messages yet. Messages about your quotes will appear here."}
      </p>
    );
  }
  return (
    <ul aria-label="Recent messages" className="divide-y divide-gray-200 overflow-hidden rounded-lg border border-gray-200 bg-white">
      {data.map((message) => (
        <li key={message.id}>
          <Link
            href={`${paths.messages}?quote=${message.quoteId}`}
            className="block px-4 py-3 hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
          >
            <span className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-sm font-semibold text-gray-900">
                {senderLabel(message, viewer, businessName)} · {message.quoteNumber}
              </span>
              <MessageAge createdAt={message.createdAt} now={now} className="text-xs text-gray-700" />
            </span>
            <span className="mt-1 block truncate text-sm text-gray-800">{message.content}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
