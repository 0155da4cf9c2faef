import { parseErrorBody } from "@/lib/api-client";

/** A failure at one step of paying, carrying the sentence the customer sees (docs/product/payments.md, What the customer reads). */
export class PaymentError extends Error {
  constructor(
    message: string,
    /** The HTTP status when a server answered; undefined for network failures. */
    readonly status?: number,
    /** A machine-readable reason from our API, e.g. ORDER_ALREADY_PAID. */
    readonly code?: string,
  ) {
    super(message);
    this.name = "PaymentError";
  }
}

export const PAYMENT_ERROR_MESSAGES = {
  tokenSetup: "Payment system needs setup. Please contact Clover support to enable production payment processing.",
  tokenFailed: "Failed to process card information",
  chargeFailed: "Payment processing failed",
  chargeStatus: (status: number) => `Payment failed: ${status}`,
  paymentFallback: "Something went wrong with your payment",
} as const;

/** The message in a provider's error body (`{message}` from the sandbox, `{error:{message}}` from Clover), if any. */
export function readProviderMessage(body: string): string | null {
  return parseErrorBody(body).message ?? null;
}
