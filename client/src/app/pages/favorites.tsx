import { FavoritesList } from "@/features/favorites/components/favorites-list";
import { QuickCart } from "@/features/favorites/components/quick-cart";

/** /favorites (signed in): the user's favorite dishes with quick reordering, beside the cart. */
export default function FavoritesPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">My Favorite Meals</h1>
      <p className="mt-2 text-gray-800">Your saved dishes, ready to add to your cart in one tap.</p>
      <div className="mt-8 grid gap-8 pb-0 lg:grid-cols-3 lg:items-start lg:pb-10">
        <div className="min-w-0 pb-8 lg:col-span-2 lg:pb-0">
          <FavoritesList />
        </div>
        <QuickCart />
      </div>
    </div>
  );
}
