import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Health } from "@shared/api/contract";
import { apiFetch } from "@/lib/api-client";

export const healthQueryKey = ["/api/health"] as const;

/** How often the header re-checks the server. */
export const HEALTH_REFETCH_INTERVAL_MS = 30_000;

/** True when the server answers 200 with status "ok"; a 503 (database down) or anything else is false. */
export async function getHealth({ signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
  const res = await apiFetch(healthQueryKey[0], { credentials: "same-origin", cache: "no-store", signal });
  if (!res.ok) return false;
  // Read without the api helper: a 503 is an answer here, not an error, and the check must never be cached.
  const body: Partial<Health> = await res.json();
  return body.status === "ok";
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: healthQueryKey,
    queryFn: getHealth,
    // The one query that polls (the app's default is never): the header's System Online light.
    refetchInterval: HEALTH_REFETCH_INTERVAL_MS,
  });

/** Online: the last check succeeded and the server said ok. A network failure counts as offline. */
export function useSystemHealth(): { isChecking: boolean; isOnline: boolean } {
  const { data, isPending, isError } = useQuery(healthQueryOptions());
  return { isChecking: isPending, isOnline: !isError && data === true };
}
