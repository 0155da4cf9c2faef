import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TruckLocationInput, TruckLocationView } from "@shared/validators/truck";
import { api } from "@/lib/api-client";

export type TruckLocation = TruckLocationView;

const truckQueryKey = ["/api/truck/location"] as const;

/**
 * How often the tracker asks where the truck is. Visitors have no live stream (it needs a session), so the page
 * polls: an admin's move shows within this time, without a reload. Polling pauses while the tab is hidden and
 * catches up when it is shown again.
 */
export const TRUCK_REFRESH_MS = 15_000;

/** Where the truck is; `live` keeps it current while the page is open (the tracker page). */
export function useTruckLocation({ live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: truckQueryKey,
    queryFn: ({ signal }) => api("GET /api/truck/location", { signal }),
    refetchInterval: live ? TRUCK_REFRESH_MS : false,
    refetchOnWindowFocus: live,
  });
}

export function useMoveTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: TruckLocationInput) => api("PUT /api/truck/location", { body: location }),
    onSuccess: (location) => queryClient.setQueryData(truckQueryKey, location),
  });
}
