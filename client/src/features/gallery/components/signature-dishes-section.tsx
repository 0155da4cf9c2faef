import { useId } from "react";
import type { SignatureDish } from "../gallery-content";
import { CategoryBadge } from "./category-badge";
import { GalleryImage } from "./gallery-image";

export function SignatureDishesSection({ dishes }: { dishes: readonly SignatureDish[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        Our Signature Dishes
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Signature dishes">
        {dishes.map((dish) => (
          <li key={dish.id} className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
            <GalleryImage key={dish.image} src={dish.image} alt={dish.alt} title={dish.title} />
            <div className="p-4">
              <CategoryBadge category={dish.category} />
              <h3 className="mt-2 text-lg font-semibold text-gray-900">{dish.title}</h3>
              <p className="mt-1 text-sm text-gray-800">{dish.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
