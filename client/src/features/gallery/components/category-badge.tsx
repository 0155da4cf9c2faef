import { categoryLabel } from "../gallery-content";

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
      {categoryLabel(category)}
    </span>
  );
}
