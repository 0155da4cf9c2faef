import { cn } from "@/lib/cn";
import { ORDER_FILTERS, type OrderFilter } from "../order-display";

/** Toggle buttons; the pressed one is the active filter. Wraps instead of scrolling on narrow screens. */
export function OrderStatusFilter({ value, onChange }: { value: OrderFilter; onChange: (value: OrderFilter) => void }) {
  return (
    <div role="group" aria-label="Filter orders by status" className="flex flex-wrap gap-2">
      {ORDER_FILTERS.map((filter) => {
        const isActive = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(filter.value)}
            className={cn(
              "min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
              isActive ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 bg-white text-gray-900 hover:border-brand-700 hover:bg-brand-50",
            )}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
