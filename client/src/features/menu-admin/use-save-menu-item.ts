import type { MenuItemValues } from "@shared/validators/menu-items";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import type { MenuItem } from "./api/menu-admin-queries";
import { useCreateMenuItem, useUpdateMenuItem } from "./api/menu-item-mutations";
import type { EditableMenuItem } from "./editable-item";
import { toastFailure, type ItemToasts } from "./menu-admin-toasts";

/**
 * Saving from any editor: POST for a new item, PATCH (dialogs) or PUT (admin edit page) for an existing one,
 * with that editor's toasts. `onSaved` runs only on success; on failure the form keeps what was typed.
 */
export function useSaveMenuItem({ toasts, method }: { toasts: ItemToasts; method: "PATCH" | "PUT" }) {
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();

  /** A refusal of one field (a 409 naming it: a dish name the category has already) goes to that field as well. */
  const refusedField = (error: unknown, refuse?: (field: string, message: string) => void) => {
    if (refuse && error instanceof ApiError && error.status === 409 && error.details.field && error.details.message) refuse(error.details.field, error.details.message);
  };

  function save(item: EditableMenuItem | null | undefined, values: MenuItemValues, onSaved?: (saved: MenuItem) => void, refuse?: (field: string, message: string) => void) {
    if (item) {
      update.mutate(
        { id: item.id, values, method },
        {
          onSuccess: (saved) => {
            toast({ title: toasts.updated, description: `${saved.name} was updated.` });
            onSaved?.(saved);
          },
          onError: (error) => {
            toastFailure(toasts.updateFailed, error);
            refusedField(error, refuse);
          },
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: (saved) => {
          toast({ title: toasts.created, description: `${saved.name} was added to the menu.` });
          onSaved?.(saved);
        },
        onError: (error) => {
          toastFailure(toasts.createFailed, error);
          refusedField(error, refuse);
        },
      });
    }
  }

  return { save, isPending: create.isPending || update.isPending };
}
