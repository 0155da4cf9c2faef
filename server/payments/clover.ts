import type { ChargeAttempt, ChargeOutcome, PaymentGateway } from "./gateway";
import { PAYMENT_MESSAGES } from "./gateway";

export interface CloverConfig {
  /** Publishable key the browser sends as `apikey` when tokenising. */
  publicKey: string;
  /** Private token for charges; lives only in the server's environment. */
  privateToken: string;
  /** e.g. https://token-sandbox.dev.clover.com */
  tokenBaseUrl: string;
  /** e.g. https://scl-sandbox.dev.clover.com */
  apiBaseUrl: string;
  timeoutMs?: number;
}

export const CLOVER_SETUP_MESSAGE =
  "Payment system needs setup. Please contact Clover support to enable production payment processing for this merchant account.";

interface CloverError {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

/** Clover's e-commerce API: the browser tokenises at {tokenBaseUrl}/v1/tokens, the server charges here. */
export function createCloverGateway(config: CloverConfig): PaymentGateway {
  const timeoutMs = config.timeoutMs ?? 15_000;
  return {
    provider: "clover",
    demo: false,
    browserConfig: () => ({ apiKey: config.publicKey, tokenizeUrl: `${config.tokenBaseUrl.replace(/\/$/, "")}/v1/tokens`, provider: "clover" }),

    async charge({ token, amountCents, description, idempotencyKey }: ChargeAttempt): Promise<ChargeOutcome> {
      let response: Response;
      try {
        response = await fetch(`${config.apiBaseUrl.replace(/\/$/, "")}/v1/charges`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${config.privateToken}`,
            "Content-Type": "application/json",
            "idempotency-key": idempotencyKey,
          },
          body: JSON.stringify({ amount: amountCents, currency: "usd", source: token, description }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        // Timeout or network failure: the charge may or may not exist; the retry reuses the idempotency key.
        return { status: "unavailable", message: PAYMENT_MESSAGES.unavailable };
      }
      const body = (await response.json().catch(() => ({}))) as CloverError & { id?: string; status?: string; paid?: boolean };
      if (response.ok && body.id && (body.status === "succeeded" || body.paid === true)) return { status: "succeeded", chargeId: body.id };
      if (response.status === 401 || response.status === 403) return { status: "unavailable", message: CLOVER_SETUP_MESSAGE };
      if (response.status === 429 || response.status >= 500) return { status: "unavailable", message: PAYMENT_MESSAGES.unavailable };
      return { status: "declined", message: body.error?.message || "Your card was declined." };
    },
  };
}
