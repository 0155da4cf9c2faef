import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDecimalAmount } from "@shared/rules/money";
import { useWeeklyFigures } from "../api/get-weekly-figures";

/** This week at a glance (Monday to Sunday): quote requests, confirmed events, messages and orders; for admins, the business's revenue. */
export function WeeklyFiguresCard({ isAdmin }: { isAdmin: boolean }) {
  const { data, isPending, isError, refetch, isFetching } = useWeeklyFigures();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-display text-xl font-bold text-brand-900">
        This Week
      </h2>
      <p className="text-sm text-gray-800">{isAdmin ? "Monday to Sunday, across all clients." : "Monday to Sunday, for your account."}</p>
      {isPending ? (
        <Spinner label="Loading this week's figures" />
      ) : isError ? (
        <div role="alert" className="mt-3 text-sm text-gray-900">
          <p>We couldn't load this week's figures.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()} disabled={isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <dl aria-label="This week's figures" className={`mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 ${isAdmin ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}>
          <Figure term="New Quotes" value={String(data.newQuotes)} />
          <Figure term="Events This Week" value={String(data.eventsThisWeek)} />
          <Figure term="Messages" value={String(data.messages)} />
          <Figure term={isAdmin ? "Paid Orders" : "Your Orders"} value={String(data.orders)} />
          {/* The business's figure, sent to admins only, and written as /admin writes it: the same figure to the cent
              (shared/rules/revenue.ts). */}
          {isAdmin && data.revenue !== undefined ? <Figure term="Revenue (after refunds)" value={formatDecimalAmount(data.revenue)} /> : null}
        </dl>
      )}
    </section>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-md bg-brand-50 p-3">
      <dt className="text-sm font-medium text-gray-800">{term}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
    </div>
  );
}
