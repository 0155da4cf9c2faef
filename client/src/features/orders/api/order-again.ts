import { useMutation } from "@tanstack/react-query";
import type { Reorder } from "@shared/api/contract";
import { api } from "@/lib/api-client";

export type { Reorder };

/** GET /api/orders/:id/reorder: the order's lines as the menu sells them today, and those it no longer sells. */
export async function getReorder(orderId: number): Promise<Reorder> {
  return api("GET /api/orders/:id/reorder", { params: { id: orderId } });
}

/** Reads what can be ordered again; the caller puts it in the cart (nothing is stored on the server). */
export function useOrderAgain({ onSuccess, onError }: { onSuccess: (answer: Reorder) => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: getReorder, onSuccess, onError });
}
