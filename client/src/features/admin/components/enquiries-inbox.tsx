import { useState, type FormEvent } from "react";
import { formatCalendarDate } from "@shared/rules/dates";
import { useBusinessDates } from "@/features/company-info";
import { eventTypeLabel } from "@shared/rules/event-types";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "@shared/rules/enquiries";
import { enquiryReplySchema, type EnquiryView } from "@shared/validators/contact";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { FormField } from "@/components/ui/form-field";
import { inputClasses } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { ENQUIRIES_PAGE_SIZE, useEnquiries, useReplyToEnquiry, useSetEnquiryStatus } from "../api/admin";

const STATUS_LABELS: Record<EnquiryStatus, string> = { new: "New", answered: "Answered", closed: "Closed" };
const STATUS_STYLES: Record<EnquiryStatus, string> = { new: "bg-amber-100 text-amber-900", answered: "bg-green-100 text-green-900", closed: "bg-gray-200 text-gray-900" };
const FILTERS = [{ value: "all" as const, label: "All" }, ...ENQUIRY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))];

function ReplyForm({ enquiry }: { enquiry: EnquiryView }) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string>();
  const reply = useReplyToEnquiry();
  const summary = useErrorSummary();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = enquiryReplySchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      summary.show();
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: enquiry.id, message: parsed.data.message },
      {
        onSuccess: () => {
          toast({ title: "Reply Sent", description: `${enquiry.name} will get your answer at ${enquiry.email}.` });
          setMessage("");
        },
        onError: (failure) => toast({ title: "Reply Not Sent", description: getErrorMessage(failure, "Could not send the reply."), variant: "destructive" }),
      },
    );
  }
  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-2">
        <ErrorSummary summary={summary} />
        <FormField label={`Reply to ${enquiry.name}`} error={error}>
          {(field) => <textarea {...field} rows={3} className={inputClasses} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={5000} />}
        </FormField>
        <Button type="submit" size="sm" pending={reply.isPending}>
          {reply.isPending ? "Sending..." : "Send Reply"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}

function EnquiryCard({ enquiry }: { enquiry: EnquiryView }) {
  const setStatus = useSetEnquiryStatus();
  const { formatLongDateTime } = useBusinessDates();
  const details = [
    enquiry.phone,
    enquiry.eventType ? eventTypeLabel(enquiry.eventType) : null,
    enquiry.eventDate ? formatCalendarDate(enquiry.eventDate) : null,
    enquiry.guestCount ? `${enquiry.guestCount} guests` : null,
  ].filter(Boolean);
  const move = (status: EnquiryStatus) =>
    setStatus.mutate(
      { id: enquiry.id, status },
      { onError: (error) => toast({ title: "Not Changed", description: getErrorMessage(error, "Could not change the enquiry."), variant: "destructive" }) },
    );
  return (
    <article aria-label={`Enquiry from ${enquiry.name}`} className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-gray-900">{enquiry.name}</h2>
          <p className="wrap-anywhere text-sm text-gray-800">
            <a href={`mailto:${enquiry.email}`} className="text-brand-700 underline underline-offset-2">
              {enquiry.email}
            </a>
            {details.length ? ` · ${details.join(" · ")}` : ""}
          </p>
          <p className="text-sm text-gray-800">Received {formatLongDateTime(enquiry.createdAt)}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_STYLES[enquiry.status]}`}>{STATUS_LABELS[enquiry.status]}</span>
      </div>
      {enquiry.message ? <p className="mt-3 whitespace-pre-line text-gray-900">{enquiry.message}</p> : null}
      {enquiry.status !== "closed" ? <ReplyForm enquiry={enquiry} /> : null}
      <div className="mt-3">
        {enquiry.status === "closed" ? (
          <Button size="sm" variant="secondary" onClick={() => move("new")} pending={setStatus.isPending}>
            Reopen
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => move("closed")} pending={setStatus.isPending}>
            Close
          </Button>
        )}
      </div>
    </article>
  );
}

/** Contact enquiries, newest first: the admin filters by status, answers by email from here, and closes them. */
export function EnquiriesInbox() {
  const [status, setStatus] = useState<EnquiryStatus | "all">("new");
  const [page, setPage] = useState(1);
  const enquiries = useEnquiries(status, page);
  return (
    <div className="space-y-4">
      <FilterButtons
        label="Enquiry status"
        options={FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {enquiries.isPending ? (
        <Spinner />
      ) : enquiries.isError ? (
        <p className="text-red-700">Could not load the enquiries.</p>
      ) : enquiries.data.items.length ? (
        <>
          <ul className="space-y-3">
            {enquiries.data.items.map((enquiry) => (
              <li key={enquiry.id}>
                <EnquiryCard enquiry={enquiry} />
              </li>
            ))}
          </ul>
          <Pagination label="Enquiry pages" page={page} pageCount={Math.ceil(enquiries.data.total / ENQUIRIES_PAGE_SIZE)} onPageChange={setPage} />
        </>
      ) : (
        <p className="text-gray-800">No {status === "all" ? "" : `${STATUS_LABELS[status].toLowerCase()} `}enquiries.</p>
      )}
    </div>
  );
}
