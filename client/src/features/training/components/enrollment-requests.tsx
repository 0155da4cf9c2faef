import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { ENROLLMENTS_PAGE_SIZE, useDecideEnrollment, useEnrollments } from "../api/training";
import { useBusinessDates } from "@/features/company-info";

const STATUS_STYLES = { pending: "bg-amber-100 text-amber-900", confirmed: "bg-green-100 text-green-900", declined: "bg-gray-200 text-gray-900" } as const;

/** Admins: every enrollment request, newest first, with Confirm and Decline. */
export function EnrollmentRequests() {
  const [page, setPage] = useState(1);
  const { formatLongDate } = useBusinessDates();
  const enrollments = useEnrollments(page);
  const decide = useDecideEnrollment();
  if (enrollments.isPending) return <Spinner />;
  if (enrollments.isError) return <p className="text-red-700">Could not load the enrollment requests.</p>;
  if (!enrollments.data.items.length) return <p className="text-gray-800">No enrollment requests yet.</p>;

  const onDecide = (id: number, status: "confirmed" | "declined", who: string) =>
    decide.mutate(
      { id, status },
      {
        onSuccess: () => toast({ title: status === "confirmed" ? "Enrollment Confirmed" : "Enrollment Declined", description: who }),
        onError: (error) => toast({ title: "Not Changed", description: getErrorMessage(error, "Could not change the request."), variant: "destructive" }),
      },
    );

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
        {enrollments.data.items.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">{e.programTitle}</p>
              <p className="wrap-anywhere text-sm text-gray-800">
                {e.client.username} · {e.client.email} · {formatLongDate(e.createdAt)}
              </p>
              {e.notes ? <p className="text-sm text-gray-800">“{e.notes}”</p> : null}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_STYLES[e.status]}`}>{e.status}</span>
              {e.status === "pending" ? (
                <Button size="sm" onClick={() => onDecide(e.id, "confirmed", e.client.username)} pending={decide.isPending}>
                  Confirm
                </Button>
              ) : null}
              {e.status !== "declined" ? (
                <Button size="sm" variant="secondary" onClick={() => onDecide(e.id, "declined", e.client.username)} pending={decide.isPending}>
                  Decline
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pagination label="Enrollment pages" page={page} pageCount={Math.ceil(enrollments.data.total / ENROLLMENTS_PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}
