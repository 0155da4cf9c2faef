import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface TabItem<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A small WAI-ARIA tab set: one tab stop, arrow keys (and Home/End) move and select, the panel is labelled by
 * its tab. Enough for a two-way mode switch; not a general tabs library.
 */
export function Tabs<Value extends string>({
  label,
  items,
  value,
  onValueChange,
  children,
}: {
  label: string;
  items: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Value, HTMLButtonElement>());
  const tabId = (v: Value) => `${baseId}-tab-${v}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight" ? (index === last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index === 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const target = items[next].value;
    onValueChange(target);
    tabRefs.current.get(target)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
        {items.map((item) => {
          const isSelected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(el) => {
                if (el) tabRefs.current.set(item.value, el);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={cn(
                "min-h-10 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                isSelected ? "bg-white text-brand-900 shadow-sm" : "text-gray-800 hover:text-brand-900",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(value)} className="mt-6">
        {children}
      </div>
    </div>
  );
}
