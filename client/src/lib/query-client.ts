import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/**
 * Every query names its function, which calls api() (typed by the route table): a query key is never read as a URL,
 * so no request leaves the app untyped.
 */
const noDefaultQuery: QueryFunction = ({ queryKey }) => {
  throw new Error(`The query ${JSON.stringify(queryKey)} has no queryFn: read it with api("GET /api/…").`);
};

/**
 * Defaults: no retries for reads or writes, data never goes stale, no refetch on an interval or on window
 * focus (a query that needs focus refetch, such as the menu, opts in itself). Mutations refetch what they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: noDefaultQuery,
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
