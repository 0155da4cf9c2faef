import type { ChargeAttempt, ChargeOutcome, GatewayCharge, GatewayChargeList, PaymentGateway, RefundAttempt, RefundOutcome } from "./gateway";
import { declineMessage, PAYMENT_MESSAGES } from "./gateway";

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

/** Clover answers a list 1–100 charges at a time; the reconciliation reads at most this many pages per run. */
const CHARGES_PER_PAGE = 100;
const MAX_CHARGE_PAGES = 100;

interface CloverChargeListing {
  has_more?: boolean;
  data?: { id?: string; amount?: number; amount_refunded?: number; created?: number; description?: string | null; status?: string; paid?: boolean }[];
}

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

  /** One page of GET /v1/charges; throws when Clover does not answer or refuses (the reconciliation says so). */
  async function chargesPage(query: URLSearchParams): Promise<CloverChargeListing> {
    const response = await fetch(`${apiBase}/v1/charges?${query}`, {
      headers: { Authorization: `Bearer ${config.privateToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Clover answered ${response.status} to the list of charges`);
    return (await response.json()) as CloverChargeListing;
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
      // The provider's own words are for developers ("Card was declined."): the customer reads what to try next.
      return { status: "declined", message: declineMessage([body.error?.decline_code, body.error?.code]) };
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

    /** Clover's charges created in the window (its `created` filter, in milliseconds), page after page. */
    async listCharges({ from, to }): Promise<GatewayChargeList> {
      const charges: GatewayCharge[] = [];
      let after: string | undefined;
      for (let page = 0; page < MAX_CHARGE_PAGES; page += 1) {
        const query = new URLSearchParams({ "created.gte": String(from.getTime()), "created.lte": String(to.getTime()), limit: String(CHARGES_PER_PAGE) });
        if (after) query.set("starting_after", after);
        const listing = await chargesPage(query);
        const data = listing.data ?? [];
        for (const charge of data) {
          // Only money taken: a declined attempt is a charge object too, with nothing to reconcile.
          if (!charge.id || typeof charge.amount !== "number" || !(charge.status === "succeeded" || charge.paid === true)) continue;
          charges.push({
            id: charge.id,
            amountCents: charge.amount,
            refundedCents: charge.amount_refunded ?? 0,
            createdAt: new Date(charge.created ?? from.getTime()),
            description: charge.description ?? null,
          });
        }
        if (!listing.has_more || data.length === 0) return { charges };
        after = data[data.length - 1].id;
      }
      return { charges, caveat: `Clover listed more than ${MAX_CHARGE_PAGES * CHARGES_PER_PAGE} charges: only the first ${MAX_CHARGE_PAGES * CHARGES_PER_PAGE} were compared.` };
    },
  };
}
