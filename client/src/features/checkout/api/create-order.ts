import { apiRequest } from "@/lib/api-client";
import type { CreateOrderRequest } from "@shared/validators/orders";

export interface CreatedOrder {
  id: number;
  /** "CC-2024-001" */
  number: string;
  status: string;
  /** The server's price of the order, a decimal string: the amount to charge. */
  totalAmount: string;
  /** Proves the order is this browser's when paying it (a visitor has no account to prove it with). */
  accessToken: string;
}

/**
 * POST /api/orders: records the order as pending payment. The server prices it and answers 409
 * {message, totalAmount} (creating nothing) when the total differs from the one the customer was shown.
 * The same key with the same body returns the same order, so a retried request never creates a second one.
 */
export async function createOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<CreatedOrder> {
  const res = await apiRequest("POST", "/api/orders", request, { headers: { "Idempotency-Key": idempotencyKey } });
  return (await res.json()) as CreatedOrder;
}
