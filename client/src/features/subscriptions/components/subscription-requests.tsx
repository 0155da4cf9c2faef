import { useState } from "react";
import { formatCalendarDate } from "@shared/rules/dates";
import { formatDecimalAmount } from "@shared/rules/money";
import { nextSubscriptionStatuses, type SubscriptionStatus } from "@shared/rules/subscriptions";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { SUBSCRIPTIONS_PAGE_SIZE, useChangeSubscription, useSubscriptions } from "../api/subscriptions";

const STATUS_STYLES: Record<SubscriptionStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-green-100 text-green-900",
  paused: "bg-gray-200 text-gray-900",
  cancelled: "bg-red-100 text-red-900",
};
const ACTION_LABELS: Record<Exclude<SubscriptionStatus, "pending">, string> = { confirmed: "Confirm", paused: "Pause", cancelled: "Cancel" };

/** A client's requests, or (admins) everyone's with Confirm / Pause / Resume / Cancel and the upcoming deliveries. */
export function SubscriptionRequests({ isAdmin }: { isAdmin: boolean }) {
  const [page, setPage] = useState(1);
  const subscriptions = useSubscriptions(page);
  const change = useChangeSubscription();
  if (subscriptions.isPending) return <Spinner />;
  if (subscriptions.isError) return <p className="text-red-700">Could not load the subscriptions.</p>;
  if (!subscriptions.data.items.length) return <p className="text-gray-800">{isAdmin ? "No subscription requests yet." : "You have no subscriptions yet."}</p>;
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {subscriptions.data.items.map((s) => (
          <li key={s.id} className="rounded-lg border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{s.plan.name}</p>
                <p className="wrap-anywhere text-sm text-gray-800">
                  {isAdmin ? `${s.client.username} · ${s.client.email} · ` : ""}from {formatCalendarDate(s.startDate)} · {formatDecimalAmount(s.plan.pricePerDelivery)} per delivery
                </p>
                <p className="wrap-anywhere text-sm text-gray-800">{s.address}</p>
                {s.notes ? <p className="text-sm text-gray-800">“{s.notes}”</p> : null}
              </div>
              <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_STYLES[s.status]}`}>{s.status}</span>
            </div>
            {s.upcomingDeliveries.length ? (
              <p className="mt-2 text-sm text-gray-900">Next deliveries: {s.upcomingDeliveries.map(formatCalendarDate).join(", ")}</p>
            ) : null}
            {isAdmin && nextSubscriptionStatuses(s.status).length ? (
              <div className="mt-3 flex flex-wrap gap-2">
                {nextSubscriptionStatuses(s.status).map((next) => {
                  const status = next as Exclude<SubscriptionStatus, "pending">;
                  const label = status === "confirmed" && s.status === "paused" ? "Resume" : ACTION_LABELS[status];
                  return (
                    <Button
                      key={status}
                      size="sm"
                      variant={status === "confirmed" ? "primary" : "secondary"}
                      disabled={change.isPending}
                      aria-label={`${label} ${s.plan.name} for ${s.client.username}`}
                      onClick={() =>
                        change.mutate(
                          { id: s.id, status },
                          {
                            onSuccess: () => toast({ title: "Subscription Updated", description: `${s.plan.name} for ${s.client.username}: ${status}.` }),
                            onError: (error) => toast({ title: "Not Changed", description: getErrorMessage(error, "Could not change the subscription."), variant: "destructive" }),
                          },
                        )
                      }
                    >
                      {label}
                    </Button>
                  );
                })}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination label="Subscription pages" page={page} pageCount={Math.ceil(subscriptions.data.total / SUBSCRIPTIONS_PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}
