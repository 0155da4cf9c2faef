import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderStatus } from "@shared/rules/order-lifecycle";
import { api } from "@/lib/api-client";
import { ordersQueryKey } from "./get-orders";

export const orderTimelineQueryKey = (id: number) => [...ordersQueryKey, id, "timeline"] as const;

/** Status changes, refunds and staff notes of one order, oldest first (admins). */
export function useOrderTimeline(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: orderTimelineQueryKey(id), queryFn: ({ signal }) => api("GET /api/orders/:id/timeline", { params: { id }, signal }), enabled });
}

/** After any change, every orders list and the order's timeline are read again. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ordersQueryKey });
}

export function useMoveOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: number; status: OrderStatus; note?: string }) =>
      api("PATCH /api/orders/:id/status", { params: { id }, body: { status, note } }),
    onSuccess: refresh,
  });
}

export function useRefundOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, amount, reason, idempotencyKey }: { id: number; amount: string; reason: string; idempotencyKey: string }) =>
      api("POST /api/orders/:id/refunds", { params: { id }, body: { amount, reason }, headers: { "Idempotency-Key": idempotencyKey } }),
    onSuccess: refresh,
  });
}

export function useAddOrderNote() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => api("POST /api/orders/:id/notes", { params: { id }, body: { note } }),
    onSuccess: refresh,
  });
}
