import type { CardDetails } from "../card-form-schema";
import { PAYMENT_ERROR_MESSAGES, PaymentError, readProviderMessage } from "../payment-errors";
import type { PaymentConfig } from "./get-payment-config";

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Posts the card to the provider's tokenise endpoint (header `apikey`) and returns the one-use token. This is
 * a third-party call in production, so it is a plain fetch that never carries our cookies to another host.
 * The card is neither logged nor kept: only the token leaves this function.
 */
export async function tokenizeCard(config: PaymentConfig, card: CardDetails): Promise<string> {
  let res: Response;
  try {
    res = await fetch(config.tokenizeUrl, {
      method: "POST",
      credentials: isSameOrigin(config.tokenizeUrl) ? "same-origin" : "omit",
      headers: { "Content-Type": "application/json", apikey: config.apiKey },
      body: JSON.stringify({ card: { number: card.number, exp_month: card.exp_month, exp_year: card.exp_year, cvv: card.cvv } }),
    });
  } catch {
    throw new PaymentError(PAYMENT_ERROR_MESSAGES.tokenFailed);
  }
  const text = await res.text();
  if (res.status === 401) throw new PaymentError(PAYMENT_ERROR_MESSAGES.tokenSetup, 401);
  if (!res.ok) throw new PaymentError(readProviderMessage(text) ?? PAYMENT_ERROR_MESSAGES.tokenFailed, res.status);
  let id: unknown;
  try {
    const token: unknown = JSON.parse(text);
    id = token && typeof token === "object" && "id" in token ? token.id : undefined;
  } catch {
    id = undefined;
  }
  if (typeof id !== "string" || !id) throw new PaymentError(PAYMENT_ERROR_MESSAGES.tokenFailed, res.status);
  return id;
}
