import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/**
 * Defaults: no retries for reads or writes, data never goes stale, no refetch on an interval or on window
 * focus (a query that needs focus refetch, such as the menu, opts in itself). Mutations refetch what they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
