import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schema";
import { getQueryFn } from "@/lib/api-client";

export type User = PublicUser;

export const meQueryKey = ["/api/me"] as const;

/** Who is signed in: the user, or null for a visitor (the server answers 401). */
export const getMe = getQueryFn<User>({ on401: "returnNull" });

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useUser() {
  return useQuery(meQueryOptions());
}
