import { chargeError, type ChargeSucceeded } from "@/features/payments/api/charge-order";
import { PAYMENT_ERROR_MESSAGES, PaymentError } from "@/features/payments/payment-errors";
import { apiRequest } from "@/lib/api-client";

export interface PayQuoteDepositRequest {
  quoteId: number;
  /** The provider's one-use card token. */
  token: string;
  /** The server's depositAmount as shown ("2400.00"); the server refuses any other amount. */
  amount: string;
}

/**
 * POST /api/quotes/:id/deposit with an `Idempotency-Key`: the same key and body always get the first answer,
 * so a retry never charges twice. A decline (402) or any other failure throws a PaymentError carrying the
 * server's message (or "Payment failed: {status}"); a network failure throws one without a status.
 */
export async function payQuoteDeposit({ quoteId, token, amount }: PayQuoteDepositRequest, idempotencyKey: string): Promise<ChargeSucceeded> {
  let res: Response;
  try {
    res = await apiRequest("POST", `/api/quotes/${quoteId}/deposit`, { token, amount }, { headers: { "Idempotency-Key": idempotencyKey } });
  } catch (error) {
    throw chargeError(error);
  }
  const body = (await res.json()) as ChargeSucceeded | { success: false; message?: string };
  if (!body.success) throw new PaymentError(body.message || PAYMENT_ERROR_MESSAGES.chargeFailed, res.status);
  return body;
}
