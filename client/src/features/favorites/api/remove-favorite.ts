import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { favoritesQueryKey } from "./get-favorites";

export async function removeFavorite(menuItemId: number): Promise<void> {
  await api("DELETE /api/favorites/:menuItemId", { params: { menuItemId } });
}

export function useRemoveFavorite({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
      onSuccess?.();
    },
    onError,
  });
}
