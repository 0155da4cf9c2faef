import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { menuItemQueryKey, useMenuItem } from "../api/menu-admin-queries";
import { PAGE_TOASTS } from "../menu-admin-toasts";
import { useSaveMenuItem } from "../use-save-menu-item";
import { DeleteItemButton } from "./delete-item-button";
import { ItemHistory } from "./item-history";
import { ItemPhotosManager } from "./item-photos-manager";
import { MenuItemForm } from "./menu-item-form";

function BackToAdmin() {
  return (
    <Link href={paths.admin} className={buttonClasses({ variant: "link" })}>
      ← Back to Admin
    </Link>
  );
}

/**
 * The admin edit page's body: a full-page form for a new item (category entrees) or an existing one (saved
 * whole with PUT), Delete Item for an existing item, and its photos. A new item's page moves to the saved item.
 */
export function AdminItemEditor({ id }: { id: number | "new" }) {
  const isNew = id === "new";
  const itemQuery = useMenuItem(isNew ? null : id);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { save, isPending } = useSaveMenuItem({ toasts: PAGE_TOASTS, method: "PUT" });
  const title = isNew ? "Add Menu Item" : "Edit Menu Item";

  const header = (
    <div className="space-y-2">
      <BackToAdmin />
      <h1 className="font-display text-3xl font-bold text-brand-900">{title}</h1>
    </div>
  );

  if (!isNew && itemQuery.isPending) {
    return (
      <div className="space-y-6">
        {header}
        <Spinner label="Loading menu item" />
      </div>
    );
  }

  if (!isNew && itemQuery.isError) {
    const missing = itemQuery.error instanceof ApiError && itemQuery.error.status === 404;
    return (
      <div className="space-y-6">
        {header}
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-800">
          {missing ? "Menu item not found. It may have been deleted." : "Failed to fetch menu items"}
        </p>
      </div>
    );
  }

  const item = isNew ? null : (itemQuery.data ?? null);

  return (
    <div className="space-y-6">
      {header}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-label="Item details" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <MenuItemForm
            key={item?.id ?? "new"}
            variant="full"
            item={item}
            defaultCategory="entrees"
            submitLabel={isNew ? "Add Item" : "Save Changes"}
            isPending={isPending}
            onSubmit={(values, refuse) =>
              save(
                item,
                values,
                (saved) => {
                  if (!isNew) return;
                  queryClient.setQueryData(menuItemQueryKey(saved.id), saved);
                  navigate(paths.adminEditItem.href(saved.id));
                },
                refuse,
              )
            }
            extraActions={
              item ?
                <DeleteItemButton
                  item={item}
                  toasts={PAGE_TOASTS}
                  label="Delete Item"
                  variant="secondary"
                  size="md"
                  className="border-red-700 text-red-800 hover:bg-red-50"
                  onDeleted={() => navigate(paths.admin)}
                />
              : null
            }
          />
        </section>
        <aside className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          {item ?
            <ItemPhotosManager item={item} />
          : <>
              <h2 className="text-lg font-semibold text-gray-900">Photos</h2>
              <p className="mt-1 text-sm text-gray-800">Add the item first; then you can upload its photos here.</p>
            </>
          }
        </aside>
      </div>
      {item ? <ItemHistory itemId={item.id} /> : null}
    </div>
  );
}
