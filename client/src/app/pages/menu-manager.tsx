import { MenuEditorBoard } from "@/features/menu-admin/components/menu-editor-board";

/** /menu-manager (admin): search, category filter, stats and item cards with photo upload, edit and delete. */
export default function MenuManagerPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Menu Manager</h1>
      <p className="mt-2 mb-6 text-gray-800">Add, edit and remove menu items, and give each one a photo.</p>
      <MenuEditorBoard view="manager" />
    </div>
  );
}
