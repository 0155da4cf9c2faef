import { useId, useState } from "react";
import { MENU_CATEGORIES, type MenuCategory } from "@shared/menu/categories";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/get-me";
import { cn } from "@/lib/cn";
import { useMenu } from "../api/use-menu";
import { useMenuFavorites } from "../api/use-menu-favorites";
import { CATEGORY_LABELS } from "../menu-item";
import { MenuItemCard } from "./menu-item-card";

type CategoryFilter = "all" | MenuCategory;
const FILTERS: readonly CategoryFilter[] = ["all", ...MENU_CATEGORIES];
const filterLabel = (filter: CategoryFilter) => (filter === "all" ? "All" : CATEGORY_LABELS[filter]);

/** The Menu Items tab: category filter buttons and the card grid of active items. */
export function MenuItemsPanel() {
  const headingId = useId();
  const [filter, setFilter] = useState<CategoryFilter>("all");
  const { items, source, isPending } = useMenu();
  const { data: user } = useUser();
  // Hearts only for a signed-in user, and only on the server's items: a favorite names a stored menu item.
  const showHearts = !!user && source === "server";
  const favorites = useMenuFavorites({ enabled: showHearts });

  const shown = filter === "all" ? items : items.filter((item) => item.category === filter);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Menu Items
      </h2>
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {FILTERS.map((value) => {
          const pressed = value === filter;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              onClick={() => setFilter(value)}
              className={cn(
                "min-h-11 rounded-full border px-4 text-sm font-medium transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                pressed ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 bg-white text-gray-900 hover:border-brand-700 hover:text-brand-700",
              )}
            >
              {filterLabel(value)}
            </button>
          );
        })}
      </div>

      {isPending ? (
        <Spinner />
      ) : (
        <>
          <p aria-live="polite" className="mt-4 text-sm text-gray-800">
            {shown.length === 1 ? "Showing 1 item" : `Showing ${shown.length} items`}
            {filter === "all" ? "" : ` in ${filterLabel(filter)}`}
          </p>
          {shown.length === 0 ? (
            <p className="mt-6 rounded-lg bg-brand-50 p-6 text-gray-800">There are no items in this category right now.</p>
          ) : (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((item) => (
                <li key={item.id}>
                  <MenuItemCard
                    item={item}
                    favorite={
                      showHearts ?
                        {
                          isFavorite: favorites.isFavorite(item.id),
                          // Not disabled while a change is pending: that would drop the keyboard focus.
                          disabled: !favorites.isReady,
                          onToggle: () => {
                            if (!favorites.isPending(item.id)) favorites.toggle(item);
                          },
                        }
                      : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
