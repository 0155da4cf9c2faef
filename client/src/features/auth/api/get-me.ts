import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "@shared/api/contract";
import { apiUnlessSignedOut } from "@/lib/api-client";

export type { User };

export const meQueryKey = ["/api/me"] as const;

/** Who is signed in: the user, or null for a visitor (the server answers 401). */
export const getMe = ({ signal }: { signal?: AbortSignal } = {}) => apiUnlessSignedOut("GET /api/me", { signal });

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useUser() {
  return useQuery(meQueryOptions());
}
