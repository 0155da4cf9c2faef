import { categoryLabel } from "@shared/menu/categories";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAdminMenuItems } from "../api/menu-admin-queries";
import { SIMPLE_TOASTS } from "../menu-admin-toasts";
import { useItemDialog } from "../use-menu-editor";
import { DeleteItemButton } from "./delete-item-button";
import { MenuListError } from "./menu-editor-board";
import { MenuItemDialog } from "./menu-item-dialog";

/** The Simple Menu Editor: every item in a plain list, an add/edit dialog (name and price required), delete after confirming. */
export function SimpleMenuList() {
  const { data: items, isPending, isError, refetch } = useAdminMenuItems();
  const dialog = useItemDialog();
  const { target } = dialog;
  const editing = target.mode === "edit" ? (items?.find((item) => item.id === target.id) ?? null) : null;

  if (isPending) return <Spinner label="Loading menu items" />;
  if (isError) return <MenuListError onRetry={() => void refetch()} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-800">{items.length === 1 ? "1 item" : `${items.length} items`}</p>
        <Button onClick={dialog.openCreate}>Add Item</Button>
      </div>
      {items.length === 0 ?
        <p className="rounded-lg bg-brand-50 p-6 text-gray-800">No menu items yet.</p>
      : <ul aria-label="Menu items" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold break-words text-gray-900">{item.name}</p>
                <p className="text-sm text-gray-800">
                  {categoryLabel(item.category)} · {item.price}
                  {item.isActive ? "" : " · Unavailable"}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="secondary" size="sm" aria-label={`Edit ${item.name}`} onClick={() => dialog.openEdit(item.id)}>
                  Edit
                </Button>
                <DeleteItemButton item={item} toasts={SIMPLE_TOASTS} />
              </div>
            </li>
          ))}
        </ul>
      }
      <MenuItemDialog
        open={target.mode === "create" || editing !== null}
        onOpenChange={(open) => {
          if (!open) dialog.close();
        }}
        item={editing}
        variant="simple"
        toasts={SIMPLE_TOASTS}
        defaultCategory="entrees"
      />
    </div>
  );
}
