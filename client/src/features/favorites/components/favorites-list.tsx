import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useFavorites, type Favorite } from "../api/get-favorites";
import { useRemoveFavorite } from "../api/remove-favorite";
import { FavoriteCard, MissingFavoriteCard } from "./favorite-card";
import { purchaseMode } from "@shared/rules/pricing";
import { addFavoriteToCart, chosenOption, favoriteQuantity } from "./favorite-purchase";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The signed-in user's favorites with Quick Add, Remove and Reorder All Favorites. */
export function FavoritesList() {
  const headingId = useId();
  const { data: favorites, isPending, isError, error, refetch, isRefetching } = useFavorites();
  // The size chosen on each multi-price card, by menu item id; Reorder All uses the same choices.
  const [sizes, setSizes] = useState<Record<number, string>>({});
  const [removingIds, setRemovingIds] = useState<ReadonlySet<number>>(new Set());
  const removeFavorite = useRemoveFavorite();

  useEffect(() => {
    if (isError) toast({ title: "Error", description: "Failed to fetch favorites", variant: "destructive" });
  }, [isError, error]);

  if (isPending) return <Spinner label="Loading favorites" />;

  if (isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-5">
        <p className="text-gray-900">We couldn't load your favorites.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()} pending={isRefetching}>
          Try Again
        </Button>
      </div>
    );
  }

  if (favorites.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-gray-400 bg-white p-8 text-center">
        <h2 className="font-display text-2xl font-bold text-brand-900">No Favorites Yet</h2>
        <p className="mt-2 text-gray-800">Tap the heart on any dish on our menu to save it here for quick reordering.</p>
        <Link href={paths.menu} className={buttonClasses({ className: "mt-5" })}>
          Browse Menu
        </Link>
      </div>
    );
  }

  const quickAdd = (favorite: Favorite) => {
    const item = favorite.menuItem;
    if (!item) return;
    const option = chosenOption(purchaseMode(item.price), sizes[item.id]);
    const quantity = favoriteQuantity(favorite, item);
    if (!addFavoriteToCart(item, option, quantity)) {
      toast({ title: "Error", description: "Failed to add item to cart", variant: "destructive" });
      return;
    }
    const what = option?.label && purchaseMode(item.price).kind === "choice" ? `${item.name} (${option.label})` : item.name;
    toast({ title: "Added to Cart", description: `${quantity} × ${what} added to your cart.` });
  };

  const addable = favorites.filter((f) => f.menuItem && purchaseMode(f.menuItem.price).kind !== "quote");
  const quoteOnly = favorites.filter((f) => f.menuItem && purchaseMode(f.menuItem.price).kind === "quote").length;

  const reorderAll = () => {
    let added = 0;
    for (const favorite of addable) {
      const item = favorite.menuItem!;
      const option = chosenOption(purchaseMode(item.price), sizes[item.id]);
      if (addFavoriteToCart(item, option, favoriteQuantity(favorite, item))) added += 1;
    }
    const skipped = quoteOnly > 0 ? ` ${plural(quoteOnly, "market-value item needs", "market-value items need")} a quote and ${quoteOnly === 1 ? "was" : "were"} skipped.` : "";
    toast({ title: "All Favorites Added", description: `${plural(added, "favorite", "favorites")} added to your cart.${skipped}` });
  };

  const remove = (favorite: Favorite) => {
    const id = favorite.menuItemId;
    setRemovingIds((current) => new Set(current).add(id));
    removeFavorite
      .mutateAsync(id)
      .then(() => {
        toast({
          title: "Removed from Favorites",
          description: favorite.menuItem ? `${favorite.menuItem.name} was removed from your favorites.` : "The item was removed from your favorites.",
        });
      })
      .catch((err: unknown) => {
        toast({ title: "Error", description: getErrorMessage(err, "Failed to remove favorite"), variant: "destructive" });
      })
      .finally(() => {
        setRemovingIds((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      });
  };

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900">
          {plural(favorites.length, "Saved Dish", "Saved Dishes")}
        </h2>
        <Button onClick={reorderAll} disabled={addable.length === 0}>
          Reorder All Favorites
        </Button>
      </div>
      {quoteOnly > 0 ? (
        <p className="mt-2 text-sm text-gray-800">Market-value dishes are priced by quote, so Reorder All Favorites skips them.</p>
      ) : null}
      <ul className="mt-5 space-y-4">
        {favorites.map((favorite) => (
          <li key={favorite.id}>
            {favorite.menuItem ? (
              <FavoriteCard
                favorite={favorite}
                item={favorite.menuItem}
                size={sizes[favorite.menuItem.id]}
                onSizeChange={(label) => setSizes((current) => ({ ...current, [favorite.menuItemId]: label }))}
                onQuickAdd={() => quickAdd(favorite)}
                onRemove={() => remove(favorite)}
                removing={removingIds.has(favorite.menuItemId)}
              />
            ) : (
              <MissingFavoriteCard onRemove={() => remove(favorite)} removing={removingIds.has(favorite.menuItemId)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
