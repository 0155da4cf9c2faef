import { SimpleMenuList } from "@/features/menu-admin/components/simple-menu-list";

/** /simple-menu-editor (admin): a plain list with an add/edit dialog; only name and price are required. */
export default function SimpleMenuEditorPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Simple Menu Editor</h1>
      <p className="mt-2 mb-6 text-gray-800">Quick changes to names, prices and availability.</p>
      <SimpleMenuList />
    </div>
  );
}
