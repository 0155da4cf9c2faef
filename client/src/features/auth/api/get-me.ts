import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "@shared/api/contract";
import { SIGNED_IN_HINT_COOKIE } from "@shared/api/signed-in-hint";
import { apiUnlessSignedOut } from "@/lib/api-client";

export type { User };

export const meQueryKey = ["/api/me"] as const;

const mayBeSignedIn = () => document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

/**
 * Who is signed in: the user, or null for a visitor. Without the signed-in hint cookie nobody is, and the server
 * is not asked (it would answer 401); with it, the server decides (and clears a stale hint).
 */
export const getMe = async ({ signal }: { signal?: AbortSignal } = {}) => (mayBeSignedIn() ? apiUnlessSignedOut("GET /api/me", { signal }) : null);

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useUser() {
  return useQuery(meQueryOptions());
}
