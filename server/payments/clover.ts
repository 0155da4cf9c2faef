import type { ChargeAttempt, ChargeOutcome, PaymentGateway, RefundAttempt, RefundOutcome } from "./gateway";
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
  const apiBase = config.apiBaseUrl.replace(/\/$/, "");

  /** One call to the charge API; undefined when the provider did not answer (timeout, network). */
  async function post(path: string, idempotencyKey: string, body: unknown): Promise<{ response: Response; body: CloverError & { id?: string; status?: string; paid?: boolean } } | undefined> {
    try {
      const response = await fetch(`${apiBase}${path}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.privateToken}`, "Content-Type": "application/json", "idempotency-key": idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { response, body: await response.json().catch(() => ({})) };
    } catch {
      return undefined;
    }
  }

  return {
    provider: "clover",
    demo: false,
    browserConfig: () => ({ apiKey: config.publicKey, tokenizeUrl: `${config.tokenBaseUrl.replace(/\/$/, "")}/v1/tokens`, provider: "clover" }),

    async charge({ token, amountCents, description, idempotencyKey }: ChargeAttempt): Promise<ChargeOutcome> {
      const answer = await post("/v1/charges", idempotencyKey, { amount: amountCents, currency: "usd", source: token, description });
      // Timeout or network failure: the charge may or may not exist; the retry reuses the idempotency key.
      if (!answer) return { status: "unavailable", message: PAYMENT_MESSAGES.unavailable };
      const { response, body } = answer;
      if (response.ok && body.id && (body.status === "succeeded" || body.paid === true)) return { status: "succeeded", chargeId: body.id };
      if (response.status === 401 || response.status === 403) return { status: "unavailable", message: CLOVER_SETUP_MESSAGE };
      if (response.status === 429 || response.status >= 500) return { status: "unavailable", message: PAYMENT_MESSAGES.unavailable };
      return { status: "declined", message: body.error?.message || "Your card was declined." };
    },

    async refund({ chargeId, amountCents, idempotencyKey }: RefundAttempt): Promise<RefundOutcome> {
      const answer = await post("/v1/refunds", idempotencyKey, { charge: chargeId, amount: amountCents });
      if (!answer) return { status: "unavailable", message: PAYMENT_MESSAGES.unavailable };
      const { response, body } = answer;
      if (response.ok && body.id) return { status: "succeeded", refundId: body.id };
      if (response.status === 401 || response.status === 403) return { status: "unavailable", message: CLOVER_SETUP_MESSAGE };
      if (response.status === 429 || response.status >= 500) return { status: "unavailable", message: PAYMENT_MESSAGES.unavailable };
      return { status: "refused", message: body.error?.message || "The payment provider refused the refund." };
    },
  };
}
