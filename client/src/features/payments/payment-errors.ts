/** A failure at one step of paying, carrying the sentence the customer sees (the error catalogue's words). */
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

/** `{message}` (our API, the sandbox) or `{error:{message}}` (Clover) from a response body, if any. */
export function readProviderMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== "object") return null;
    const record = parsed as { message?: unknown; error?: unknown };
    if (typeof record.message === "string" && record.message.trim()) return record.message;
    if (record.error && typeof record.error === "object") {
      const nested = (record.error as { message?: unknown }).message;
      if (typeof nested === "string" && nested.trim()) return nested;
    }
  } catch {
    // Not JSON: nothing meant for people.
  }
  return null;
}

/** The `code` our API adds to some errors (see shared/validators/orders.ts), if the body has one. */
export function readErrorCode(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed?.code === "string" ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}
