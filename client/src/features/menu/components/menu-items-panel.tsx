import { useId, useState, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { allergenWords, freeFromOf, isFreeFrom, withFreeFrom, type Allergen } from "@shared/menu/allergens";
import { MENU_CATEGORIES, type MenuCategory } from "@shared/menu/categories";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth";
import { useMenu } from "../api/use-menu";
import { useMenuFavorites } from "../api/use-menu-favorites";
import { CATEGORY_LABELS, type MenuCardItem } from "../menu-item";
import { ClearFreeFrom, FreeFromFilter } from "./free-from-filter";
import { MenuItemCard } from "./menu-item-card";

type CategoryFilter = "all" | MenuCategory;
const FILTERS: readonly CategoryFilter[] = ["all", ...MENU_CATEGORIES];
const filterLabel = (filter: CategoryFilter) => (filter === "all" ? "All" : CATEGORY_LABELS[filter]);
const FILTER_OPTIONS = FILTERS.map((value) => ({ value, label: filterLabel(value) }));

/**
 * The Menu Items tab: category filter buttons, the "Free from" allergen filter (kept in the address, ?free=milk,peanuts,
 * so it can be shared and the server renders it) and the card grid of active items. `adminAction` renders an
 * admin's tools on a stored item's card, asked for only when an admin is signed in (the menu editors own them; the
 * page brings them in).
 */
export function MenuItemsPanel({ adminAction }: { adminAction?: (item: MenuCardItem) => ReactNode } = {}) {
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState<CategoryFilter>("all");
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const freeFrom = freeFromOf(search);
  const setFreeFrom = (next: Allergen[]) => navigate(`${pathname}${withFreeFrom(search, next)}`, { replace: true });
  // The link that cleared the filter goes with it: the focus goes back to the filter's first box.
  const clearFreeFrom = () => {
    setFreeFrom([]);
    document.getElementById(filterId)?.querySelector("input")?.focus();
  };
  const { items, source, isPending } = useMenu();
  const { data: user } = useUser();
  // Hearts only for a signed-in user, and only on the server's items: a favorite names a stored menu item.
  const showHearts = !!user && source === "server";
  const favorites = useMenuFavorites({ enabled: showHearts });

  const shown = items.filter((item) => (filter === "all" || item.category === filter) && isFreeFrom(item, freeFrom));
  const inCategory = filter === "all" ? "" : ` in ${filterLabel(filter)}`;
  const freeFromWords = allergenWords(freeFrom);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Menu Items
      </h2>
      <FilterButtons label="Filter by category" options={FILTER_OPTIONS} value={filter} onChange={setFilter} />
      <FreeFromFilter id={filterId} value={freeFrom} onChange={setFreeFrom} onClear={clearFreeFrom} />

      {isPending ? (
        <Spinner />
      ) : (
        <>
          <p aria-live="polite" className="mt-4 text-sm text-gray-800">
            {shown.length === 1 ? "Showing 1 item" : `Showing ${shown.length} items`}
            {inCategory}
            {freeFrom.length ? ` free from ${freeFromWords}` : ""}
          </p>
          {shown.length === 0 && freeFrom.length ? (
            <div className="mt-6 rounded-lg bg-brand-50 p-6 text-gray-800">
              <p>{`No dishes${inCategory} are free from ${freeFromWords}.`}</p>
              <ClearFreeFrom onClear={clearFreeFrom} className="mt-2 min-h-11" />
            </div>
          ) : shown.length === 0 ? (
            <p className="mt-6 rounded-lg bg-brand-50 p-6 text-gray-800">There are no items in this category right now.</p>
          ) : (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((item, index) => (
                <li key={item.id}>
                  <MenuItemCard
                    item={item}
                    priority={index === 0}
                    // Asked for an admin only: a visitor's cards carry no admin tools to set up.
                    adminAction={source === "server" && user?.role === "admin" ? adminAction?.(item) : null}
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
