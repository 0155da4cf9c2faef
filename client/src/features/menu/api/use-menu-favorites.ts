import { useEffect, useMemo } from "react";
import { toast } from "@/components/ui/use-toast";
import { useAddFavorite, useFavorites, useRemoveFavorite } from "@/features/favorites";

import { getErrorMessage } from "@/lib/api-client";

export interface MenuFavorites {
  /** False while the favorites are loading (the hearts wait) or when not signed in. */
  isReady: boolean;
  isFavorite: (menuItemId: number) => boolean;
  /** True while a change to this item's favorite is on its way. */
  isPending: (menuItemId: number) => boolean;
  toggle: (item: { id: number; name: string }) => void;
}

const showError = (error: Error) =>
  toast({ title: "Error", description: getErrorMessage(error, "Failed to update favorites"), variant: "destructive" });

/** The signed-in user's favorites for the menu's hearts; fetched only when `enabled` (signed in). */
export function useMenuFavorites({ enabled }: { enabled: boolean }): MenuFavorites {
  const { data, error, isSuccess } = useFavorites({ enabled });
  const addFavorite = useAddFavorite();
  const removeFavorite = useRemoveFavorite();

  useEffect(() => {
    if (error) toast({ title: "Error", description: "Failed to fetch favorites", variant: "destructive" });
  }, [error]);

  const ids = useMemo(() => new Set(data?.map((favorite) => favorite.menuItemId)), [data]);
  const pendingId =
    addFavorite.isPending ? addFavorite.variables?.menuItemId
    : removeFavorite.isPending ? removeFavorite.variables
    : undefined;

  return {
    isReady: enabled && (isSuccess || !!error),
    isFavorite: (id) => ids.has(id),
    isPending: (id) => pendingId === id,
    toggle: ({ id, name }) => {
      if (ids.has(id)) {
        removeFavorite.mutate(id, {
          onSuccess: () => toast({ title: "Removed from Favorites", description: `${name} was removed from your favorites` }),
          onError: showError,
        });
      } else {
        addFavorite.mutate(
          { menuItemId: id },
          {
            onSuccess: () => toast({ title: "Added to Favorites", description: `${name} was added to your favorites` }),
            onError: showError,
          },
        );
      }
    },
  };
}
