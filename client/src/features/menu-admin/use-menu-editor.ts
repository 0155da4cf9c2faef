import { useMemo, useState } from "react";
import type { MenuCategory } from "@shared/menu/categories";
import type { MenuItem } from "./api/menu-admin-queries";

export type CategoryFilter = "all" | MenuCategory;

/** The figures on the editors' stat cards. */
export interface MenuStats {
  total: number;
  /** isActive: customers can order it. */
  available: number;
  /** popular: featured on the homepage. */
  featured: number;
  withPhotos: number;
}

type StatFields = Pick<MenuItem, "isActive" | "popular" | "imageUrl">;
type FilterFields = Pick<MenuItem, "name" | "description" | "category">;

export function menuStats(items: readonly StatFields[]): MenuStats {
  return {
    total: items.length,
    available: items.filter((i) => i.isActive).length,
    featured: items.filter((i) => i.popular).length,
    withPhotos: items.filter((i) => !!i.imageUrl).length,
  };
}

/** The items in `category` (or all) whose name or description contains the search text, ignoring case. */
export function filterMenuItems<T extends FilterFields>(items: readonly T[], { search, category }: { search: string; category: CategoryFilter }): T[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === "all" || item.category === category) &&
      (!needle || item.name.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle)),
  );
}

/** Search, category filter and stats over the editors' list: one implementation for every editor. */
export function useMenuEditor(items: readonly MenuItem[] | undefined) {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<CategoryFilter>("all");
  const all = useMemo(() => items ?? [], [items]);
  const shown = useMemo(() => filterMenuItems(all, { search, category }), [all, search, category]);
  const stats = useMemo(() => menuStats(all), [all]);
  return { search, setSearch, category, setCategory, shown, stats, isFiltered: search.trim() !== "" || category !== "all" };
}

/** Which item an editor's dialog is open for: none (closed), a new item, or an existing one by id. */
export type DialogTarget = { mode: "closed" } | { mode: "create" } | { mode: "edit"; id: number };

export function useItemDialog() {
  const [target, setTarget] = useState<DialogTarget>({ mode: "closed" });
  return {
    target,
    openCreate: () => setTarget({ mode: "create" }),
    openEdit: (id: number) => setTarget({ mode: "edit", id }),
    close: () => setTarget({ mode: "closed" }),
  };
}
