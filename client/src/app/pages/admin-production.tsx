import { ProductionSheet } from "@/features/production/components/production-sheet";

/** /admin/production: what the kitchen cooks on a day, and the same sheet as a PDF. */
export default function AdminProductionPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Production Sheet</h1>
      <p className="mt-2 mb-6 text-gray-800">Every dish to cook on the day across orders and events: pans, people, when to start and allergens.</p>
      <ProductionSheet />
    </div>
  );
}
