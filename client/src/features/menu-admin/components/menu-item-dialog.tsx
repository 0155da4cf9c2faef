import type { MenuCategory } from "@shared/menu/categories";
import { Dialog } from "@/components/ui/dialog";
import type { EditableMenuItem } from "../editable-item";
import type { ItemToasts } from "../menu-admin-toasts";
import { useSaveMenuItem } from "../use-save-menu-item";
import { ItemPhotosManager } from "./item-photos-manager";
import { MenuItemForm, type FormVariant } from "./menu-item-form";

export interface MenuItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; null or absent to create one. */
  item?: EditableMenuItem | null;
  variant: FormVariant;
  toasts: ItemToasts;
  defaultCategory?: MenuCategory;
  /** The item's photos above the form when editing (not in the simple editor). */
  showPhotos?: boolean;
}

/**
 * Add or edit a menu item in a dialog. It closes when the save succeeds; when it fails it stays open with
 * everything that was typed.
 */
export function MenuItemDialog({ open, onOpenChange, item, variant, toasts, defaultCategory, showPhotos = variant !== "simple" }: MenuItemDialogProps) {
  const { save, isPending } = useSaveMenuItem({ toasts, method: "PATCH" });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={item ? "Edit Menu Item" : "Add Menu Item"} size="lg">
      <div className="space-y-6">
        {item && showPhotos ?
          <ItemPhotosManager item={item} headingLevel="h3" />
        : null}
        <MenuItemForm
          // A different item (or a new one) starts from its own values.
          key={item?.id ?? "new"}
          variant={variant}
          item={item}
          defaultCategory={defaultCategory}
          submitLabel={item ? "Save Changes" : "Add Item"}
          isPending={isPending}
          onSubmit={(values, refuse) => save(item, values, () => onOpenChange(false), refuse)}
          onCancel={() => onOpenChange(false)}
        />
      </div>
    </Dialog>
  );
}
