import { useId, useState, type ReactNode } from "react";
import { MENU_CATEGORIES, type MenuCategory } from "@shared/menu/categories";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth";
import { useMenu } from "../api/use-menu";
import { useMenuFavorites } from "../api/use-menu-favorites";
import { CATEGORY_LABELS, type MenuCardItem } from "../menu-item";
import { MenuItemCard } from "./menu-item-card";

type CategoryFilter = "all" | MenuCategory;
const FILTERS: readonly CategoryFilter[] = ["all", ...MENU_CATEGORIES];
const filterLabel = (filter: CategoryFilter) => (filter === "all" ? "All" : CATEGORY_LABELS[filter]);
const FILTER_OPTIONS = FILTERS.map((value) => ({ value, label: filterLabel(value) }));

/**
 * The Menu Items tab: category filter buttons and the card grid of active items. `adminAction` renders an
 * admin's tools on a stored item's card (the menu editors own them; the page brings them in).
 */
export function MenuItemsPanel({ adminAction }: { adminAction?: (item: MenuCardItem) => ReactNode } = {}) {
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
      <FilterButtons label="Filter by category" options={FILTER_OPTIONS} value={filter} onChange={setFilter} />

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
              {shown.map((item, index) => (
                <li key={item.id}>
                  <MenuItemCard
                    item={item}
                    priority={index === 0}
                    adminAction={source === "server" ? adminAction?.(item) : null}
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
