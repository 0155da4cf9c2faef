import { MenuEditorBoard } from "@/features/menu-admin/components/menu-editor-board";

/** /enhanced-menu-editor (admin): the tabbed item dialog, and photos dropped or chosen per card. */
export default function EnhancedMenuEditorPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Enhanced Menu Editor</h1>
      <p className="mt-2 mb-6 text-gray-800">Edit items in three steps, and drag a photo onto any card to make it the item&apos;s main photo.</p>
      <MenuEditorBoard view="enhanced" />
    </div>
  );
}
