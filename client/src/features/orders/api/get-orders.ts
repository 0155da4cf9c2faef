import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderStatus } from "@shared/schema";
import type { Page } from "@shared/validators/pagination";
import type { OrderFilter, OrderView } from "@shared/validators/orders";
import { api } from "@/lib/api-client";

export type { OrderStatus };

/** An order as GET /api/orders sends it (one type for server and client). */
export type Order = OrderView;

export type OrdersPage = Page<Order>;

/** One page, and the filters (shared/validators/orders.ts orderFilterSchema); an omitted filter means every order. */
export interface OrdersQuery extends OrderFilter {
  page: number;
  pageSize: number;
  /** Where the page starts (the previous page's nextCursor); the server reads it from the index instead of skipping rows. */
  cursor?: string;
}

/** Every orders list shares this prefix, so invalidating it refreshes all pages and filters. */
export const ordersQueryKey = ["/api/orders"] as const;

export const ordersListQueryKey = (query: OrdersQuery) => [...ordersQueryKey, query] as const;

/** A client's own orders, or every order for an admin; newest first. */
export async function getOrders(query: OrdersQuery): Promise<OrdersPage> {
  return api("GET /api/orders", { query: { ...query } });
}

export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: ordersListQueryKey(query),
    queryFn: () => getOrders(query),
    // Paging or filtering keeps the current cards on screen (marked busy) instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQueryOptions(query));
}
