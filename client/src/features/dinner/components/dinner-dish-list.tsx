import { DINNER_MENU } from "@shared/menu/dinner-menu";
import { formatCents } from "@shared/rules/money";
import { thumbnailUrlFor } from "@shared/rules/photos";
import { Button } from "@/components/ui/button";

/** The fixed dinner menu: one card per dish, each with its own Add to Order button. */
export function DinnerDishList({ onAdd }: { onAdd: (dishId: number) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {DINNER_MENU.map((dish) => (
        <li key={dish.id} className="flex flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <div className="flex items-start gap-3">
            <img
              src={thumbnailUrlFor(dish.imageUrl)}
              alt=""
              width={96}
              height={72}
              loading="lazy"
              decoding="async"
              className="h-18 w-24 shrink-0 rounded-md bg-brand-50 object-cover"
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-semibold text-gray-900">{dish.name}</h3>
                {dish.popular ? (
                  <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">Popular</span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-gray-800">{dish.description}</p>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 pt-1 sm:mt-auto">
            <p className="text-lg font-bold text-brand-700">{formatCents(dish.priceCents)}</p>
            <Button size="sm" onClick={() => onAdd(dish.id)}>
              <span>
                Add <span className="sr-only">{dish.name}</span> to Order
              </span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
