import { useId, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { customQuoteHref } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { addToCart } from "@/features/cart";
import { cn } from "@/lib/cn";
import { describeOption, dietaryLabel, placeholderImageFor, purchaseMode, type MenuCardItem } from "../menu-item";
import { FavoriteButton } from "./favorite-button";
import { PhotoViewer } from "./photo-viewer";
import { thumbnailUrlFor } from "@shared/rules/photos";
import { allergenLabel } from "@shared/menu/allergens";

export interface FavoriteState {
  isFavorite: boolean;
  disabled: boolean;
  onToggle: () => void;
}

function addItem(item: MenuCardItem, option: string | null) {
  let added = false;
  try {
    added = addToCart({ id: item.id, name: item.name, price: item.price, category: item.category, option, minOrder: item.minOrder });
  } catch {
    added = false;
  }
  if (added) toast({ title: "Added to Cart", description: `${item.name} added to your cart` });
  else toast({ title: "Error", description: "Failed to add item to cart", variant: "destructive" });
}

/** Add to Cart, with a size choice first when the item has several prices; a quote request for market value. */
function PurchaseControls({ item }: { item: MenuCardItem }) {
  const mode = purchaseMode(item.price);
  const selectId = useId();
  const [choice, setChoice] = useState<string | null>(null);

  if (mode.kind === "quote") {
    return (
      <>
        <p className="text-sm text-gray-800">Priced at market value for your event.</p>
        <Link href={customQuoteHref(item.id)} aria-label={`Request a Quote: ${item.name}`} className={buttonClasses({ variant: "secondary", className: "mt-2 w-full" })}>
          Request a Quote
        </Link>
      </>
    );
  }

  const addLabel = `Add to Cart: ${item.name}`;
  if (mode.kind === "single") {
    return (
      <Button className="w-full" aria-label={addLabel} onClick={() => addItem(item, null)}>
        Add to Cart
      </Button>
    );
  }

  const selected = choice ?? mode.options[0].label;
  return (
    <>
      <label htmlFor={selectId} className="block text-sm font-medium text-gray-900">
        {mode.label}
      </label>
      <select
        id={selectId}
        aria-label={`${mode.label} for ${item.name}`}
        value={selected ?? ""}
        onChange={(event) => setChoice(event.target.value)}
        className={cn(inputClasses, "mt-1")}
      >
        {mode.options.map((option) => (
          <option key={option.label} value={option.label ?? ""}>
            {describeOption(option)}
          </option>
        ))}
      </select>
      <Button className="mt-3 w-full" aria-label={addLabel} onClick={() => addItem(item, selected)}>
        Add to Cart
      </Button>
    </>
  );
}

/** A detail of the card: a term and its value, on one line (the list lays them out as two columns). */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-gray-900">{`${term}: `}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** One menu item: photo (opens full screen), name, Popular, description, price, details, allergens, dietary tags, buying. */
/** `adminAction`: what an admin may do with the item (the menu editors' Edit button), given by the page. */
/** `priority`: the page's first card, whose photo loads at once (see PhotoViewer). */
/** As few elements as the card needs (no wrappers for layout alone): a menu of 39 dishes is most of the page's
 *  elements, each laid out and taken over by the app on a slow phone (README, Performance). */
export function MenuItemCard({ item, favorite, adminAction, priority }: { item: MenuCardItem; favorite?: FavoriteState; adminAction?: ReactNode; priority?: boolean }) {
  const nameId = useId();
  const photo = item.imageUrl || placeholderImageFor(item.category);
  return (
    <article aria-labelledby={nameId} className="relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <PhotoViewer name={item.name} src={photo} thumbnailSrc={thumbnailUrlFor(photo)} isPlaceholder={!item.imageUrl} priority={priority} />
      {favorite ? (
        <FavoriteButton name={item.name} isFavorite={favorite.isFavorite} disabled={favorite.disabled} onToggle={favorite.onToggle} className="absolute top-3 right-3" />
      ) : null}
      {/* The card's words are laid out only near the screen (content-visibility), its buying controls always: the
          browser measures every form control on the page, which would lay out each skipped card one by one
          (README, Performance, "The menu's off-screen cards"). */}
      <div className="flex-1 px-5 pt-5 [contain-intrinsic-size:auto_290px] [content-visibility:auto]">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={nameId} className="min-w-0 text-xl font-semibold break-words text-gray-900">
            {item.name}
          </h3>
          {item.popular ? <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">Popular</span> : null}
        </div>
        {item.description ? <p className="mt-2 text-gray-800">{item.description}</p> : null}
        <p className="mt-3 text-lg font-semibold text-brand-700">{item.price}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-1 gap-y-1 text-sm text-gray-800">
          {item.servingSize ? <Detail term="Serving size">{item.servingSize}</Detail> : null}
          {item.prepTime ? <Detail term="Prep time">{item.prepTime}</Detail> : null}
          <Detail term="Minimum order">{item.minOrder}</Detail>
          {/* In words, never by colour alone (docs/product/public-site.md, Allergens); nothing when it has none. */}
          {item.allergens.length > 0 ? <Detail term="Contains">{item.allergens.map(allergenLabel).join(", ")}</Detail> : null}
        </dl>
        {item.dietary.length > 0 ? (
          <ul aria-label="Dietary" className="mt-3 flex flex-wrap gap-2">
            {item.dietary.map((tag) => (
              <li key={tag} className="rounded-full border border-green-700 px-2.5 py-0.5 text-xs font-medium text-green-800">
                {dietaryLabel(tag)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="p-5">
        <PurchaseControls item={item} />
        {/* Only items from the server can be edited (not the built-in fallback menu); the button shows to admins. */}
        {adminAction}
      </div>
    </article>
  );
}
