import { cn } from "@/lib/cn";

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A group of toggle buttons choosing one filter; the pressed one (aria-pressed) is active. It wraps instead of
 * scrolling on narrow screens. Used by the menu, gallery and orders filters.
 */
export function FilterButtons<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** The group's accessible name, e.g. "Filter by category". */
  label: string;
  options: readonly FilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const isActive = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(option.value)}
            className={cn(
              "min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
              isActive ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 bg-white text-gray-900 hover:border-brand-700 hover:bg-brand-50",
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
