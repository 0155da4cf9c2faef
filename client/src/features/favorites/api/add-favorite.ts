import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddFavoriteRequest } from "@shared/validators/favorites";
import { api } from "@/lib/api-client";
import { favoritesQueryKey } from "./get-favorites";

export async function addFavorite(data: AddFavoriteRequest): Promise<void> {
  await api("POST /api/favorites", { body: { customQuantity: 1, ...data } });
}

export function useAddFavorite({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
      onSuccess?.();
    },
    onError,
  });
}
