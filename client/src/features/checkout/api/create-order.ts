import { api } from "@/lib/api-client";
import type { CreatedOrderView, CreateOrderRequest } from "@shared/validators/orders";

/** The recorded order, with the access token that proves it is this browser's when paying it. */
export type CreatedOrder = CreatedOrderView;

/**
 * POST /api/orders: records the order as pending payment. The server prices it and answers 409
 * {message, totalAmount} (creating nothing) when the total differs from the one the customer was shown.
 * The same key with the same body returns the same order, so a retried request never creates a second one.
 */
export async function createOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<CreatedOrder> {
  return api("POST /api/orders", { body: request, headers: { "Idempotency-Key": idempotencyKey } });
}
