import { isMarketPriceText } from "@shared/rules/pricing";
import { useId } from "react";
import { categoryLabel, MENU_CATEGORIES } from "@shared/menu/categories";
import { ITEMS_PER_PACKAGE } from "@shared/rules/quotes";
import { Button } from "@/components/ui/button";
import { useErrorSummaryEntry } from "@/components/ui/error-summary";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import type { QuoteMenuItem } from "../api/use-quote-menu-items";
import { itemsStillNeeded } from "../quote-wizard-rules";

function groupByCategory(items: readonly QuoteMenuItem[]): { category: string; items: QuoteMenuItem[] }[] {
  const known: readonly string[] = MENU_CATEGORIES;
  const order = [...MENU_CATEGORIES, ...new Set(items.map((i) => i.category).filter((c) => !known.includes(c)))];
  return order.map((category) => ({ category, items: items.filter((i) => i.category === category) })).filter((g) => g.items.length > 0);
}

export interface MenuItemPickerProps {
  items: readonly QuoteMenuItem[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  selected: readonly number[];
  onToggle: (id: number) => void;
  /** Package quotes need exactly 5; the custom quote takes up to 5. */
  isRequired: boolean;
  error?: string;
  /** How many may be chosen when not required (a change request on a custom proposal takes more than 5). */
  limit?: number;
}

/**
 * Menu items as checkboxes grouped by category, with the "Selected n/5" counter (spoken when it changes). A sixth
 * choice is not blocked here: `onToggle` refuses it, so the customer hears why. The counter sticks to the top of
 * what scrolls; every checkbox keeps a scroll margin taller than it, so one taking the focus (Shift+Tab back up)
 * is scrolled clear of it rather than left underneath.
 */
export function MenuItemPicker({ items, isPending, isError, onRetry, selected, onToggle, isRequired, error, limit = ITEMS_PER_PACKAGE }: MenuItemPickerProps) {
  const counterId = useId();
  const errorId = useId();
  const itemId = useId();
  const groupsId = useId();
  useErrorSummaryEntry(groupsId, items.length > 0 && !isPending && !isError ? error : undefined);
  if (isPending) return <Spinner label="Loading menu items" />;
  if (isError) {
    return (
      <div role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
        <p>We couldn't load the menu. Please try again.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return <p className="rounded-md bg-brand-50 p-4 text-gray-900">Our menu is being updated. Please contact us and we'll plan your menu with you.</p>;
  }

  const count = selected.length;
  const still = itemsStillNeeded(count);
  const hint = isRequired
    ? still > 0
      ? `Choose ${still} more ${still === 1 ? "item" : "items"}.`
      : `All ${ITEMS_PER_PACKAGE} items chosen.`
    : `Optional: up to ${limit} items.`;

  return (
    <div
      id={groupsId}
      className="space-y-4"
      // The browser's own scrolling to a focused element does not always count the margin; this does.
      onFocus={(event) => event.target.scrollIntoView?.({ block: "nearest" })}
    >
      <p id={counterId} aria-live="polite" className="sticky top-0 z-10 rounded-md bg-brand-50 px-3 py-2 text-sm text-gray-900">
        <strong className="font-semibold">
          Selected {count}/{isRequired ? ITEMS_PER_PACKAGE : limit}
        </strong>{" "}
        <span>{hint}</span>
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {groupByCategory(items).map((group) => (
        <fieldset key={group.category} aria-invalid={Boolean(error)} aria-describedby={error ? `${counterId} ${errorId}` : counterId}>
          <legend className="text-base font-semibold text-gray-900">{categoryLabel(group.category)}</legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {group.items.map((item) => {
              const isChecked = selected.includes(item.id);
              const nameId = `${itemId}-${item.id}-name`;
              const descriptionId = `${itemId}-${item.id}-description`;
              return (
                <li key={item.id}>
                  <label
                    className={cn(
                      "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700",
                      isChecked ? "border-brand-700 bg-brand-50" : "border-gray-300 bg-white hover:border-brand-700",
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={isChecked}
                      onChange={() => onToggle(item.id)}
                      aria-labelledby={nameId}
                      aria-describedby={item.description ? descriptionId : undefined}
                      className="mt-0.5 size-5 shrink-0 scroll-mt-24 scroll-mb-4 accent-brand-700"
                    />
                    <span className="min-w-0">
                      <span id={nameId} className="block font-medium break-words text-gray-900">
                        {item.name}
                        {isMarketPriceText(item.price) ? <span className="font-normal text-gray-800"> (market price, priced by our team)</span> : null}
                      </span>
                      {item.description ? (
                        <span id={descriptionId} className="mt-0.5 block text-sm text-gray-800">
                          {item.description}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
