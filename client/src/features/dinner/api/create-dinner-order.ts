import { useMutation } from "@tanstack/react-query";
import type { DinnerOrderRequest } from "@shared/validators/dinner";
import { apiRequest } from "@/lib/api-client";

/** The parts of the created order the page shows (the API answers the whole order view). */
export interface DinnerOrderCreated {
  id: number;
  /** "CC-2024-001" */
  number: string;
  status: string;
  paymentMethod: string;
  pickupTime: string | null;
  /** Decimal string, e.g. "90.00". */
  totalAmount: string;
}

/** Records a pickup order (paid at pickup) that admins see with the other orders; answers 201 with the order. */
export async function createDinnerOrder(data: DinnerOrderRequest): Promise<DinnerOrderCreated> {
  const res = await apiRequest("POST", "/api/dinner-orders", data);
  return (await res.json()) as DinnerOrderCreated;
}

export function useCreateDinnerOrder({
  onSuccess,
  onError,
}: { onSuccess?: (order: DinnerOrderCreated) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: createDinnerOrder, onSuccess, onError });
}
