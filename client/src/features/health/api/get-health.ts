import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api-client";

export const healthQueryKey = ["/api/health"] as const;

/** How often the header re-checks the server. */
export const HEALTH_REFETCH_INTERVAL_MS = 30_000;

/** True when the server answers 200 with status "ok"; a 503 (database down) or anything else is false. */
export async function getHealth({ signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
  try {
    // Never from the browser's cache: the light says how the server is now.
    return (await api("GET /api/health", { signal, cache: "no-store" })).status === "ok";
  } catch (error) {
    // A 503 (the database down) or any other refusal is an answer: offline. A network failure stays an error.
    if (error instanceof ApiError) return false;
    throw error;
  }
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
