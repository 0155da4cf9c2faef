import { ApiError, apiRequest } from "@/lib/api-client";
import { PAYMENT_ERROR_MESSAGES, PaymentError, readErrorCode, readProviderMessage } from "../payment-errors";

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

/** What a card pays for, with the amount the server expects (it refuses any other). */
export type ChargeTarget =
  | {
      kind: "order";
      orderId: number;
      /** The order's access token from POST /api/orders (a visitor's only proof the order is theirs). */
      orderToken: string;
      /** The order's total as a decimal string ("150.00"). */
      amount: string;
      description: string;
    }
  | {
      kind: "deposit";
      quoteId: number;
      /** The quote's depositAmount as shown ("2400.00"). */
      amount: string;
    };

function chargeRequest(target: ChargeTarget, token: string): { path: string; body: Record<string, unknown> } {
  if (target.kind === "order") {
    const { orderId, orderToken, amount, description } = target;
    return { path: "/api/payments/charge", body: { orderId, orderToken, token, amount, description } };
  }
  return { path: `/api/quotes/${target.quoteId}/deposit`, body: { token, amount: target.amount } };
}

/**
 * Charges a card token for an order or a quote deposit, with an `Idempotency-Key`: the same key and body always get
 * the first answer, so a retry never charges twice. A decline (402) or any other failure throws a PaymentError
 * carrying the server's message (or "Payment failed: {status}"); a network failure throws one without a status.
 */
export async function chargeCard(target: ChargeTarget, token: string, idempotencyKey: string): Promise<ChargeSucceeded> {
  const { path, body: request } = chargeRequest(target, token);
  let res: Response;
  try {
    res = await apiRequest("POST", path, request, { headers: { "Idempotency-Key": idempotencyKey } });
  } catch (error) {
    throw chargeError(error);
  }
  const body = (await res.json()) as ChargeSucceeded | { success: false; message?: string };
  if (!body.success) throw new PaymentError(body.message || PAYMENT_ERROR_MESSAGES.chargeFailed, res.status);
  return body;
}
