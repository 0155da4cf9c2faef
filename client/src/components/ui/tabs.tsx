import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface TabItem<Value extends string> {
  value: Value;
  /** The visible label; `badge` follows it. */
  label: string;
  /** A count shown beside the label (e.g. the cart's items), with words for screen readers. */
  badge?: { count: number; description: string };
}

/** The DOM id of a tab, so a page can move focus to it (e.g. Browse Menu goes back to the Menu Items tab). */
export const tabDomId = (baseId: string, value: string) => `${baseId}-tab-${value}`;

/**
 * A small WAI-ARIA tab set: one tab stop, arrow keys (and Home/End) move and select, the panel is labelled by
 * its tab. Any number of equal-width tabs; not a general tabs library.
 */
export function Tabs<Value extends string>({
  baseId: givenBaseId,
  label,
  items,
  value,
  onValueChange,
  children,
}: {
  /** Prefix of the tab ids (see tabDomId); generated when absent. */
  baseId?: string;
  label: string;
  items: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  children: ReactNode;
}) {
  const generatedId = useId();
  const baseId = givenBaseId ?? generatedId;
  const tabRefs = useRef(new Map<Value, HTMLButtonElement>());

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
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid gap-1 rounded-lg bg-gray-100 p-1"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
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
              id={tabDomId(baseId, item.value)}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={cn(
                "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium sm:px-3",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                isSelected ? "bg-white text-brand-900 shadow-sm" : "text-gray-800 hover:text-brand-900",
              )}
            >
              {item.label}
              {item.badge ? (
                <>
                  <span aria-hidden="true" className="min-w-5 rounded-full bg-brand-700 px-1.5 py-0.5 text-center text-xs leading-4 font-semibold text-white">
                    {item.badge.count}
                  </span>
                  <span className="sr-only">, {item.badge.description}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabDomId(baseId, value)} className="mt-6">
        {children}
      </div>
    </div>
  );
}
