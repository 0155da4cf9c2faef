import { useId, useState } from "react";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "@shared/rules/order-lifecycle";
import { orderFilterSchema, type OrderFilter } from "@shared/validators/orders";
import { Button, buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { apiUrl } from "@/lib/api-client";

const EMPTY = { status: "", source: "", from: "", to: "", q: "" };
type Fields = typeof EMPTY;

/** The typed fields as a filter: blanks are left out, and anything the server would refuse is dropped. */
function toFilter(fields: Fields): OrderFilter {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ""));
  const checked = orderFilterSchema.safeParse(present);
  return checked.success ? checked.data : {};
}

/**
 * The admin's filters over every order: an exact status, the kind of order, the days it was placed and a search by
 * number, name or email; Export CSV downloads exactly the filtered list.
 */
export function AdminOrderFilters({ applied, onApply }: { applied: OrderFilter; onApply: (filter: OrderFilter) => void }) {
  // A search the page opened with (a link to one order) shows in its field.
  const [fields, setFields] = useState<Fields>(() => ({ ...EMPTY, q: applied.q ?? "" }));
  const id = useId();
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));
  const exportHref = apiUrl("GET /api/orders/export.csv", { query: { ...applied } });

  return (
    <form
      role="search"
      aria-label="Filter every order"
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(toFilter(fields));
      }}
    >
      <div>
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-gray-900">
          Search
        </label>
        <input id={`${id}-q`} type="search" value={fields.q} onChange={set("q")} placeholder="Number, name or email" maxLength={100} className={inputClasses} />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-gray-900">
          Status
        </label>
        <select id={`${id}-status`} value={fields.status} onChange={set("status")} className={inputClasses}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-source`} className="block text-sm font-medium text-gray-900">
          Type
        </label>
        <select id={`${id}-source`} value={fields.source} onChange={set("source")} className={inputClasses}>
          <option value="">Any type</option>
          <option value="checkout">Online order</option>
          <option value="dinner">Dinner pickup</option>
          <option value="subscription">Subscription delivery</option>
          <option value="phone">Phone order</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="block text-sm font-medium text-gray-900">
          Placed from
        </label>
        <input id={`${id}-from`} type="date" value={fields.from} onChange={set("from")} className={inputClasses} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-sm font-medium text-gray-900">
          Placed to
        </label>
        <input id={`${id}-to`} type="date" value={fields.to} onChange={set("to")} className={inputClasses} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit">Apply Filters</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setFields(EMPTY);
            onApply({});
          }}
        >
          Clear
        </Button>
        <a href={exportHref} download className={buttonClasses({ variant: "secondary" })}>
          Export CSV
        </a>
      </div>
    </form>
  );
}
