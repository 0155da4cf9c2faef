import type { MenuStats } from "../use-menu-editor";

export type StatKey = keyof MenuStats;

const STAT_LABELS: Record<StatKey, string> = {
  total: "Total Items",
  withPhotos: "With Photos",
  available: "Available",
  featured: "Featured",
};

/** The editors' stat cards, in the order given. */
export function MenuStatCards({ stats, keys }: { stats: MenuStats; keys: readonly StatKey[] }) {
  return (
    <dl aria-label="Menu statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {keys.map((key) => (
        <div key={key} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-gray-800">{STAT_LABELS[key]}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900">{stats[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
