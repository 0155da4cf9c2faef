import { useParams } from "wouter";
import { AdminItemEditor } from "@/features/menu-admin/components/admin-item-editor";

/**
 * /admin/edit-item/{id} and /admin/edit-item/new (admin). The router matches paths.adminEditItem.pattern, whose
 * named group gives the id.
 */
export default function AdminEditItemPage() {
  const { id } = useParams<{ id?: string }>();
  const itemId = id && /^\d+$/.test(id) ? Number(id) : "new";
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <AdminItemEditor key={itemId} id={itemId} />
    </div>
  );
}
