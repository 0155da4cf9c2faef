import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { KitchenSettings } from "@shared/settings/kitchen";
import { api } from "@/lib/api-client";
import { availabilityQueryKey } from "./get-availability";

export const kitchenSettingsQueryKey = ["/api/settings/kitchen"] as const;

/** The kitchen's capacity, closed days and lead times (admins). */
export function useKitchenSettings() {
  return useQuery({ queryKey: kitchenSettingsQueryKey, queryFn: ({ signal }) => api("GET /api/settings/kitchen", { signal }) });
}

/** Saves them; the date pickers' availability follows at once. */
export function useUpdateKitchenSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kitchen: KitchenSettings) => api("PUT /api/settings/kitchen", { body: kitchen }),
    onSuccess: (saved) => {
      queryClient.setQueryData(kitchenSettingsQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: availabilityQueryKey });
    },
  });
}
