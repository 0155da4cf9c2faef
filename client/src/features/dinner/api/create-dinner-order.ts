import { useMutation } from "@tanstack/react-query";
import type { DinnerOrderRequest } from "@shared/validators/dinner";
import type { OrderView } from "@shared/validators/orders";
import { api } from "@/lib/api-client";

/** The created order, as the orders list shows it. */
export type DinnerOrderCreated = OrderView;

/** Records a pickup order (paid at pickup) that admins see with the other orders; answers 201 with the order. */
export async function createDinnerOrder(data: DinnerOrderRequest): Promise<DinnerOrderCreated> {
  return api("POST /api/dinner-orders", { body: data });
}

export function useCreateDinnerOrder({
  onSuccess,
  onError,
}: { onSuccess?: (order: DinnerOrderCreated) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: createDinnerOrder, onSuccess, onError });
}
