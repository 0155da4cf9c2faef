import { useId, useRef, useState, type FormEvent } from "react";
import { AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES, auditValueText, changedFields, type AuditEntityType } from "@shared/rules/audit";
import { auditLogQuerySchema } from "@shared/validators/audit-log";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useBusinessDates } from "@/features/company-info";
import { getErrorMessage } from "@/lib/api-client";
import { fieldErrors } from "@/lib/field-errors";
import { useStaff } from "../api/admin";
import { useAuditLog, type AuditEntry, type AuditLogFilter } from "../api/audit-log";

/** What each verb of an action (`menu_item.update` → `update`) reads as in the log. */
const VERBS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  replace: "Saved",
  delete: "Deleted",
  upload_photo: "Uploaded a photo",
  delete_photo: "Deleted a photo",
  reorder: "Reordered",
  status: "Changed the status",
  note: "Added a note",
  refund: "Refunded",
  deposit_refund: "Refunded the deposit",
  cancel: "Cancelled by the client",
  cancellation_refund: "Refunded by the cancellation policy",
  reversed: "Reversed a payment",
  orphan_refund: "Refunded an unmatched charge",
  reply: "Replied",
  invite: "Invited to the team",
  remove: "Removed from the team",
  adjust: "Adjusted points",
  enrollment: "Answered an enrollment",
  visibility: "Changed who sees it",
};

function actionLabel(entry: AuditEntry): string {
  if (entry.entityType === "settings") return `Changed the ${entry.action.replace(/^settings\./, "").replace(/_/g, " ")} settings`;
  const verb = entry.action.slice(entry.action.indexOf(".") + 1);
  return VERBS[verb] ?? entry.action;
}

const entityLabel = (type: string) => AUDIT_ENTITY_LABELS[type as AuditEntityType] ?? type;

interface Draft {
  actor: string;
  entityType: AuditEntityType | "";
  from: string;
  to: string;
}
const EMPTY_DRAFT: Draft = { actor: "", entityType: "", from: "", to: "" };

const filterOf = (draft: Draft): AuditLogFilter => ({
  ...(draft.actor.trim() ? { actor: draft.actor.trim() } : {}),
  ...(draft.entityType ? { entityType: draft.entityType } : {}),
  ...(draft.from ? { from: draft.from } : {}),
  ...(draft.to ? { to: draft.to } : {}),
});

/**
 * Every admin change, newest first: who, what, when, and each field before → after. Filtered by who made it, the
 * kind of record and the business's days; paged by the server's cursor (Older goes on from where the page ended,
 * Newer back through the cursors already met).
 */
export function AuditLog() {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useErrorSummary();
  const [filter, setFilter] = useState<AuditLogFilter>({});
  // Where each page reached so far starts: [undefined] is the first page.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = cursors.length;
  const log = useAuditLog(filter, cursors[page - 1]);
  const staff = useStaff();
  const listRef = useRef<HTMLOListElement>(null);
  // React's ids hold colons, which a selector for the input's list (happy-dom's, older browsers') cannot name.
  const actorsId = `actors${useId().replace(/:/g, "")}`;
  const resultsId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = filterOf(draft);
    const parsed = auditLogQuerySchema.safeParse(next);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      summary.show();
      return;
    }
    setErrors({});
    setFilter(next);
    setCursors([undefined]);
  }

  function clear() {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    setFilter({});
    setCursors([undefined]);
  }

  // The pressed button may be gone or disabled on the new page: the focus moves to the entries instead.
  const goTo = (next: (string | undefined)[]) => {
    setCursors(next);
    listRef.current?.focus();
  };
  const nextCursor = !log.isPlaceholderData ? log.data?.nextCursor : undefined;

  return (
    <div className="space-y-6">
      <ErrorSummaryScope summary={summary}>
        <form onSubmit={apply} noValidate aria-label="Filter the audit log" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <ErrorSummary summary={summary} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FormField label="Changed by" error={errors.actor}>
              {(field) => <Input {...field} list={actorsId} autoComplete="off" placeholder="Username" value={draft.actor} onChange={(e) => set("actor", e.target.value)} />}
            </FormField>
            <datalist id={actorsId}>
              {(staff.data ?? []).map((user) => (
                <option key={user.id} value={user.username} />
              ))}
              <option value="System" />
            </datalist>
            <FormField label="Kind of record" error={errors.entityType}>
              {(field) => (
                <select {...field} className={inputClasses} value={draft.entityType} onChange={(e) => set("entityType", e.target.value as Draft["entityType"])}>
                  <option value="">All records</option>
                  {AUDIT_ENTITY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {AUDIT_ENTITY_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="From" error={errors.from}>
              {(field) => <Input {...field} type="date" value={draft.from} onChange={(e) => set("from", e.target.value)} />}
            </FormField>
            <FormField label="To" error={errors.to}>
              {(field) => <Input {...field} type="date" value={draft.to} onChange={(e) => set("to", e.target.value)} />}
            </FormField>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit">Apply Filters</Button>
            <Button variant="secondary" onClick={clear}>
              Clear Filters
            </Button>
          </div>
        </form>
      </ErrorSummaryScope>

      <section aria-labelledby={resultsId} className="space-y-4">
        <h2 id={resultsId} className="font-display text-xl font-bold text-brand-900">
          Changes
        </h2>
        {log.isPending ? (
          <Spinner label="Loading the audit log" />
        ) : log.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="font-medium text-gray-900">We couldn't load the audit log.</p>
            <p className="mt-1 text-sm text-gray-800">{getErrorMessage(log.error, "Please check your connection and try again.")}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void log.refetch()} pending={log.isFetching}>
              Try Again
            </Button>
          </div>
        ) : log.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-400 bg-white p-6 text-center text-gray-800">
            {Object.keys(filter).length ? "No changes match these filters." : "No changes recorded yet."}
          </p>
        ) : (
          <>
            <ol
              ref={listRef}
              tabIndex={-1}
              aria-label={`Changes, page ${page}`}
              aria-busy={log.isPlaceholderData}
              className={`space-y-3 outline-none transition-opacity ${log.isPlaceholderData ? "opacity-60" : ""}`}
            >
              {log.data.items.map((entry) => (
                <AuditLogEntry key={entry.id} entry={entry} />
              ))}
            </ol>
            <nav aria-label="Audit log pages" className="flex flex-wrap items-center justify-between gap-3">
              <Button variant="secondary" disabled={page === 1} onClick={() => goTo(cursors.slice(0, -1))}>
                Newer Changes
              </Button>
              <p className="text-sm text-gray-800">Page {page}</p>
              <Button variant="secondary" disabled={!nextCursor} onClick={() => nextCursor && goTo([...cursors, nextCursor])}>
                Older Changes
              </Button>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}

function AuditLogEntry({ entry }: { entry: AuditEntry }) {
  const { formatLongDateTime } = useBusinessDates();
  const changes = changedFields(entry.before, entry.after);
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-sm">
      <p className="text-gray-900">
        <span className="font-semibold">{entry.actorName}</span> · {actionLabel(entry)} · {entityLabel(entry.entityType)}
        {entry.entityId !== null ? ` #${entry.entityId}` : ""}
      </p>
      <p className="mt-0.5 text-gray-800">
        <time dateTime={entry.createdAt}>{formatLongDateTime(entry.createdAt)}</time>
      </p>
      {changes.length ? (
        <ul aria-label="Before → after" className="mt-2 space-y-0.5 text-gray-800">
          {changes.map((change) => (
            <li key={change.field} className="wrap-anywhere">
              <span className="font-medium">{change.field}</span>: {auditValueText(change.before)} → {auditValueText(change.after)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
