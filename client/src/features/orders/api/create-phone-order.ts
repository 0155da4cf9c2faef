import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhoneOrderInput } from "@shared/validators/phone-orders";
import { api } from "@/lib/api-client";

/**
 * POST /api/admin/orders: the server prices the order, checks the date and records it (confirmed at once when paid at
 * pickup or by invoice). The same key with the same body answers the same order: a retry never records a second.
 */
export function useCreatePhoneOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PhoneOrderInput; idempotencyKey: string }) =>
      api("POST /api/admin/orders", { body: request, headers: { "Idempotency-Key": idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/orders" }),
  });
}
