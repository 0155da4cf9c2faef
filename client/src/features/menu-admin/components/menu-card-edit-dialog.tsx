import type { EditableMenuItem } from "../editable-item";
import { DIALOG_TOASTS } from "../menu-admin-toasts";
import { MenuItemDialog } from "./menu-item-dialog";

/** The menu page card's Edit dialog: the full form and the item's photos, with the Menu Manager's toasts. */
export default function MenuCardEditDialog({ item, onClose }: { item: EditableMenuItem; onClose: () => void }) {
  return (
    <MenuItemDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      item={item}
      variant="full"
      toasts={DIALOG_TOASTS}
    />
  );
}
