import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TruckLocationInput, TruckLocationView } from "@shared/validators/truck";
import { api } from "@/lib/api-client";

export type TruckLocation = TruckLocationView;

const truckQueryKey = ["/api/truck/location"] as const;

export function useTruckLocation() {
  return useQuery({ queryKey: truckQueryKey, queryFn: ({ signal }) => api("GET /api/truck/location", { signal }) });
}

export function useMoveTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: TruckLocationInput) => api("PUT /api/truck/location", { body: location }),
    onSuccess: (location) => queryClient.setQueryData(truckQueryKey, location),
  });
}
