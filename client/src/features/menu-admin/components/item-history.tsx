import { useId } from "react";
import { auditValueText, changedFields } from "@shared/rules/audit";
import { useBusinessDates } from "@/features/company-info";
import { Spinner } from "@/components/ui/spinner";
import { useItemHistory } from "../api/get-item-history";

const ACTION_LABELS: Record<string, string> = {
  "menu_item.create": "Created",
  "menu_item.update": "Updated",
  "menu_item.replace": "Saved",
  "menu_item.delete": "Deleted",
  "menu_item.upload_photo": "Uploaded a photo",
  "menu_item.delete_photo": "Deleted a photo",
};

/** Who changed this item, when, and which fields went from what to what (the audit log). */
export function ItemHistory({ itemId }: { itemId: number }) {
  const headingId = useId();
  const { formatLongDateTime } = useBusinessDates();
  const history = useItemHistory(itemId);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-display text-xl font-bold text-brand-900">
        Change History
      </h2>
      {history.isPending ? (
        <Spinner label="Loading change history" />
      ) : history.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          Failed to load the change history.
        </p>
      ) : history.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-gray-800">No changes recorded yet.</p>
      ) : (
        <ol className="mt-3 space-y-3 text-sm">
          {history.data.items.map((entry) => {
            const changes = entry.action === "menu_item.create" || entry.action === "menu_item.delete" ? [] : changedFields(entry.before, entry.after);
            return (
              <li key={entry.id} className="border-b border-gray-200 pb-3 last:border-0 last:pb-0">
                <p className="text-gray-900">
                  <span className="font-semibold">{ACTION_LABELS[entry.action] ?? entry.action}</span> by {entry.actorName}
                  <span className="text-gray-800"> · {formatLongDateTime(entry.createdAt)}</span>
                </p>
                {changes.length ? (
                  <ul className="mt-1 space-y-0.5 text-gray-800">
                    {changes.map((change) => (
                      <li key={change.field} className="wrap-anywhere">
                        {change.field}: {auditValueText(change.before)} → {auditValueText(change.after)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
