import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useUser } from "@/features/auth";
import type { EditableMenuItem } from "../editable-item";

// The editor (form, schema, photos) is its own chunk, loaded when an admin opens it: the public menu page
// carries only this button.
const MenuCardEditDialog = lazy(() => import("./menu-card-edit-dialog"));

/** The menu page's per-card Edit button and dialog: rendered for admins only. */
export function AdminItemEditButton({ item, className }: { item: EditableMenuItem; className?: string }) {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  if (user?.role !== "admin") return null;
  return (
    <>
      <Button variant="secondary" className={className} aria-label={`Edit ${item.name}`} onClick={() => setOpen(true)}>
        Edit
      </Button>
      {open ?
        <Suspense fallback={null}>
          <MenuCardEditDialog item={item} onClose={() => setOpen(false)} />
        </Suspense>
      : null}
    </>
  );
}
