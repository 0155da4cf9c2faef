import { BUSINESS_HOURS } from "../content";

/** Opening hours, for the contact page's details column. The caller supplies the heading level. */
export function BusinessHours() {
  return (
    <dl className="space-y-3">
      {BUSINESS_HOURS.map((entry) => (
        <div key={entry.id}>
          <dt className="text-sm font-semibold text-gray-900">{entry.label}</dt>
          <dd className="text-gray-800">{entry.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
