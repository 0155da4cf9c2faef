import { dietaryLabel } from "@shared/menu/categories";
import { placeholderImageFor } from "@shared/menu/dish-images";
import { thumbnailUrlFor } from "@shared/rules/photos";
import { useId } from "react";
import { Link } from "wouter";
import { formatCents } from "@shared/rules/money";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { Favorite } from "../api/get-favorites";
import { describePriceOption, purchaseMode } from "@shared/rules/pricing";
import { chosenOption, favoriteQuantity, type FavoriteMenuItem } from "./favorite-purchase";



const selectClasses =
  "min-h-9 max-w-full rounded-md border border-gray-500 bg-white px-2 py-1 text-sm text-gray-900 " +
  "focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";

const removeClasses =
  "inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

const cardClasses = "flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5";

/** One favorite: the item's details, a size choice when it has several prices, Quick Add (or a quote) and Remove. */
export function FavoriteCard({
  favorite,
  item,
  size,
  onSizeChange,
  onQuickAdd,
  onRemove,
  removing,
}: {
  favorite: Favorite;
  item: FavoriteMenuItem;
  /** The chosen option label (multi-price items); the first option when none is chosen. */
  size: string | undefined;
  onSizeChange: (label: string) => void;
  onQuickAdd: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const sizeId = useId();
  const purchase = purchaseMode(item.price);
  const option = chosenOption(purchase, size);
  const quantity = favoriteQuantity(favorite, item);

  return (
    <article className={cardClasses} aria-labelledby={`${sizeId}-name`}>
      <img
        src={thumbnailUrlFor(item.imageUrl || placeholderImageFor(item.category))}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        className="h-32 w-full shrink-0 rounded-md bg-brand-50 object-cover sm:h-28 sm:w-36"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${sizeId}-name`} className="text-lg font-semibold text-gray-900">
            {item.name}
          </h3>
          {item.popular ? <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">Popular</span> : null}
        </div>
        {item.description ? <p className="mt-1 text-sm text-gray-800">{item.description}</p> : null}
        <p className="mt-2 font-bold text-brand-700">{item.price}</p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-gray-800 sm:grid-cols-2">
          {item.servingSize ? (
            <div className="flex gap-1">
              <dt className="font-medium text-gray-900">Serving size:</dt>
              <dd>{item.servingSize}</dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt className="font-medium text-gray-900">Default quantity:</dt>
            <dd>{favorite.customQuantity > 0 ? favorite.customQuantity : 1}</dd>
          </div>
          {item.minOrder > 1 ? (
            <div className="flex gap-1">
              <dt className="font-medium text-gray-900">Minimum order:</dt>
              <dd>{item.minOrder}</dd>
            </div>
          ) : null}
        </dl>
        {item.dietary.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Dietary">
            {item.dietary.map((tag) => (
              <li key={tag} className="rounded-full border border-green-800 px-2 py-0.5 text-xs font-medium text-green-800">
                {dietaryLabel(tag)}
              </li>
            ))}
          </ul>
        ) : null}

        {purchase.kind === "choice" ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <label htmlFor={sizeId} className="text-sm font-medium text-gray-900">
              Size <span className="sr-only">for {item.name}</span>
            </label>
            <select
              id={sizeId}
              value={option?.label ?? ""}
              onChange={(event) => onSizeChange(event.target.value)}
              className={selectClasses}
            >
              {purchase.options.map((o) => (
                <option key={o.label} value={o.label ?? ""}>
                  {describePriceOption(o)}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <div className="mt-4 flex flex-wrap items-center gap-2">
          {option ? (
            <>
              <Button size="sm" onClick={onQuickAdd}>
                <span>
                  Quick Add <span className="sr-only">{item.name}</span>
                </span>
              </Button>
              <span className="text-sm text-gray-800">
                {quantity} × {formatCents(option.cents)} = {formatCents(option.cents * quantity)}
              </span>
            </>
          ) : (
            <Link href={paths.quote} className={buttonClasses({ size: "sm" })}>
              <span>
                Request a Quote <span className="sr-only">for {item.name}</span>
              </span>
            </Link>
          )}
          <button type="button" className={cn(removeClasses, "ml-auto")} onClick={onRemove} disabled={removing}>
            Remove <span className="sr-only">{item.name} from favorites</span>
          </button>
        </div>
      </div>
    </article>
  );
}

/** A favorite whose menu item is gone: it can only be removed. */
export function MissingFavoriteCard({ onRemove, removing }: { onRemove: () => void; removing: boolean }) {
  const headingId = useId();
  return (
    <article className={cardClasses} aria-labelledby={headingId}>
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-lg font-semibold text-gray-900">
          Item Not Found
        </h3>
        <p className="mt-1 text-sm text-gray-800">This menu item is no longer on the menu.</p>
        <div className="mt-4 flex justify-end">
          <button type="button" className={removeClasses} onClick={onRemove} disabled={removing}>
            Remove <span className="sr-only">missing item from favorites</span>
          </button>
        </div>
      </div>
    </article>
  );
}
