import { useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useDeleteMenuItem } from "../api/menu-item-mutations";
import { toastFailure, type ItemToasts } from "../menu-admin-toasts";

/** Delete an item, after a confirmation; `onDeleted` runs once it is gone (the admin page leaves). */
export function DeleteItemButton({
  item,
  toasts,
  label = "Delete",
  variant = "ghost",
  size = "sm",
  className,
  onDeleted,
}: {
  item: { id: number; name: string };
  toasts: ItemToasts;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  onDeleted?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const deleteItem = useDeleteMenuItem();

  const onConfirm = () =>
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: toasts.deleted, description: `${item.name} was removed from the menu.` });
        onDeleted?.();
      },
      onError: (error) => {
        setConfirming(false);
        toastFailure(toasts.deleteFailed, error);
      },
    });

  return (
    <>
      <Button variant={variant} size={size} className={className ?? "text-red-800"} aria-label={`${label} ${item.name}`} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Menu Item"
        message={`Are you sure you want to delete "${item.name}"? This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteItem.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
