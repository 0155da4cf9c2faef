import { ApiError, apiRequest } from "@/lib/api-client";
import { PAYMENT_ERROR_MESSAGES, PaymentError, readErrorCode, readProviderMessage } from "../payment-errors";

export interface ChargeOrderRequest {
  orderId: number;
  token: string;
  /** The order's total as a decimal string ("150.00"); the server refuses any other amount. */
  amount: string;
  description: string;
  /** The order's access token from POST /api/orders (a visitor's only proof the order is theirs). */
  orderToken: string;
}

export interface ChargeSucceeded {
  success: true;
  chargeId: string;
  demo: boolean;
  message: string;
}

/** Turns a failed charge answer into the catalogue's words: the server's message, or "Payment failed: {status}". */
export function chargeError(error: unknown): PaymentError {
  if (error instanceof ApiError) {
    return new PaymentError(
      readProviderMessage(error.body) ?? PAYMENT_ERROR_MESSAGES.chargeStatus(error.status),
      error.status,
      readErrorCode(error.body),
    );
  }
  return new PaymentError(PAYMENT_ERROR_MESSAGES.chargeFailed);
}

/**
 * POST /api/payments/charge. 200 {success:true,…} when paid; a decline (402) or any other failure throws a
 * PaymentError with the message to show. A repeated key gets the first answer and charges nothing more.
 */
export async function chargeOrder(request: ChargeOrderRequest, idempotencyKey: string): Promise<ChargeSucceeded> {
  let res: Response;
  try {
    res = await apiRequest("POST", "/api/payments/charge", request, { headers: { "Idempotency-Key": idempotencyKey } });
  } catch (error) {
    throw chargeError(error);
  }
  const body = (await res.json()) as ChargeSucceeded | { success: false; message?: string };
  if (!body.success) throw new PaymentError(body.message || PAYMENT_ERROR_MESSAGES.chargeFailed, res.status);
  return body;
}
