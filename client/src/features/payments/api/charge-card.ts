import type { ChargeSucceeded } from "@shared/api/contract";
import { api, ApiError } from "@/lib/api-client";
import { PAYMENT_ERROR_MESSAGES, PaymentError } from "../payment-errors";

export type { ChargeSucceeded };

/**
 * A failed charge answer in the customer's words (docs/product/payments.md, What the customer reads): the server's
 * message, or "Payment failed: {status}".
 */
export function chargeError(error: unknown): PaymentError {
  if (error instanceof ApiError) {
    return new PaymentError(
      error.details.message ?? PAYMENT_ERROR_MESSAGES.chargeStatus(error.status),
      error.status,
      error.details.code,
    );
  }
  return new PaymentError(PAYMENT_ERROR_MESSAGES.chargeFailed);
}

/** What a card pays for, with the amount the server expects (it refuses any other). */
export type ChargeTarget =
  | {
      kind: "order";
      orderId: number;
      /**
       * The order's access token from POST /api/orders (a visitor's only proof the order is theirs); none when staff
       * pay a phone order, which their session allows (docs/product/admin.md, "Phone orders").
       */
      orderToken?: string;
      /** The order's total as a decimal string ("150.00"). */
      amount: string;
      description: string;
    }
  | {
      kind: "deposit" | "balance";
      quoteId: number;
      /** A visitor pays through their proposal's link (its token), with no account. */
      proposalToken?: string;
      /** The quote's depositAmount or balanceAmount as shown ("2400.00"). */
      amount: string;
    };

/**
 * Charges a card token for an order or a proposal's deposit or balance, with an `Idempotency-Key`: the same key and body always get
 * the first answer, so a retry never charges twice. A decline (402) or any other failure throws a PaymentError
 * carrying the server's message (or "Payment failed: {status}"); a network failure throws one without a status.
 */
export async function chargeCard(target: ChargeTarget, token: string, idempotencyKey: string): Promise<ChargeSucceeded> {
  const headers = { "Idempotency-Key": idempotencyKey };
  try {
    if (target.kind === "order") {
      const { orderId, orderToken, amount, description } = target;
      return await api("POST /api/payments/charge", { body: { orderId, orderToken, token, amount, description }, headers });
    }
    if (target.proposalToken) {
      const linked = { params: { token: target.proposalToken }, body: { token, amount: target.amount }, headers };
      return target.kind === "balance" ? await api("POST /api/proposal-links/:token/balance", linked) : await api("POST /api/proposal-links/:token/deposit", linked);
    }
    const request = { params: { id: target.quoteId }, body: { token, amount: target.amount }, headers };
    return target.kind === "balance" ? await api("POST /api/quotes/:id/balance", request) : await api("POST /api/quotes/:id/deposit", request);
  } catch (error) {
    throw chargeError(error);
  }
}
