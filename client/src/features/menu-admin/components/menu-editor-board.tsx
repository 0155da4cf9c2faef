import { MENU_CATEGORIES, type MenuCategory } from "@shared/menu/categories";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAdminMenuItems } from "../api/menu-admin-queries";
import { DIALOG_TOASTS, ENHANCED_TOASTS, type ItemToasts } from "../menu-admin-toasts";
import { useItemDialog, useMenuEditor } from "../use-menu-editor";
import { MenuAdminCard } from "./menu-admin-card";
import { MenuEditorToolbar } from "./menu-editor-toolbar";
import { MenuItemDialog } from "./menu-item-dialog";
import type { FormVariant } from "./menu-item-form";
import { MenuStatCards, type StatKey } from "./menu-stat-cards";

interface BoardView {
  formVariant: FormVariant;
  toasts: ItemToasts;
  stats: readonly StatKey[];
  /** A new item in these editors starts in the first category. */
  defaultCategory: MenuCategory;
}

const VIEWS: Record<"manager" | "enhanced", BoardView> = {
  manager: { formVariant: "full", toasts: DIALOG_TOASTS, stats: ["total", "available", "featured"], defaultCategory: MENU_CATEGORIES[0] },
  enhanced: { formVariant: "tabs", toasts: ENHANCED_TOASTS, stats: ["total", "withPhotos", "available", "featured"], defaultCategory: MENU_CATEGORIES[0] },
};

/** The list failed to load: say so and offer another try. */
export function MenuListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6">
      <p className="font-semibold text-red-800">Failed to fetch menu items</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/**
 * The Menu Manager and the Enhanced Menu Editor: stats, search and category filter over every item (available
 * or not), a card per item, and the add/edit dialog. The two differ only in the settings above.
 */
export function MenuEditorBoard({ view }: { view: "manager" | "enhanced" }) {
  const config = VIEWS[view];
  const { data: items, isPending, isError, refetch } = useAdminMenuItems();
  const editor = useMenuEditor(items);
  const dialog = useItemDialog();
  const { target } = dialog;
  // The item is read from the list each time, so the dialog shows its photo changes as they happen.
  const editing = target.mode === "edit" ? (items?.find((item) => item.id === target.id) ?? null) : null;
  const isDialogOpen = target.mode === "create" || editing !== null;

  if (isPending) return <Spinner label="Loading menu items" />;
  if (isError) return <MenuListError onRetry={() => void refetch()} />;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MenuStatCards stats={editor.stats} keys={config.stats} />
        <Button onClick={dialog.openCreate}>Add Menu Item</Button>
      </div>

      {items.length === 0 ?
        <div className="rounded-lg border border-dashed border-gray-400 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-gray-900">No menu items yet</h2>
          <p className="mt-1 text-gray-800">Add your first dish to start the menu.</p>
          <Button className="mt-4" onClick={dialog.openCreate}>
            Add First Item
          </Button>
        </div>
      : <>
          {/* The item cards are h3s: their list needs its h2 for the outline not to skip a level. */}
          <h2 className="sr-only">Menu items</h2>
          <MenuEditorToolbar search={editor.search} onSearchChange={editor.setSearch} category={editor.category} onCategoryChange={editor.setCategory} />
          <p aria-live="polite" className="text-sm text-gray-800">
            Showing {editor.shown.length} of {items.length} items
          </p>
          {editor.shown.length === 0 ?
            <div className="rounded-lg bg-brand-50 p-6 text-gray-800">
              <p>No menu items match your search.</p>
              <Button
                variant="link"
                className="mt-2"
                onClick={() => {
                  editor.setSearch("");
                  editor.setCategory("all");
                }}
              >
                Clear search and filter
              </Button>
            </div>
          : <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {editor.shown.map((item) => (
                <li key={item.id}>
                  <MenuAdminCard item={item} view={view} toasts={config.toasts} onEdit={() => dialog.openEdit(item.id)} />
                </li>
              ))}
            </ul>
          }
        </>
      }

      <MenuItemDialog
        open={isDialogOpen}
        onOpenChange={(open) => {
          if (!open) dialog.close();
        }}
        item={editing}
        variant={config.formVariant}
        toasts={config.toasts}
        defaultCategory={config.defaultCategory}
      />
    </div>
  );
}
