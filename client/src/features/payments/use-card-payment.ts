import { useRef, useState } from "react";
import { ORDER_ALREADY_PAID } from "@shared/validators/order-messages";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { chargeCard, type ChargeTarget } from "./api/charge-card";
import { getPaymentConfig } from "./api/get-payment-config";
import { tokenizeCard } from "./api/tokenize-card";
import type { CardDetails } from "./card-form-schema";
import type { CardSubmitOutcome } from "./components/card-form";
import { newIdempotencyKey } from "./idempotency-key";
import { PAYMENT_ERROR_MESSAGES, PaymentError } from "./payment-errors";

/** One payment attempt: what it pays, the card's one-use token, and the key that makes resending it safe. */
interface Attempt {
  target: ChargeTarget;
  token: string;
  key: string;
}

/**
 * Whether the server's answer settles the attempt. Declines and refusals (4xx but 408, 409 and 429) are stored
 * against the key, so resending would only repeat them; after a network failure, a 5xx, a timeout or a key
 * still in use, nobody knows whether the card was charged, and only the same key may ask again.
 */
const isSettled = (error: PaymentError) =>
  error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 409 && error.status !== 429;

/** The Payment Failed toast, with its fallback when there is no message (docs/product/payments.md, What the customer reads). */
export function paymentFailed(message: string | undefined) {
  toast({ title: "Payment Failed", description: message || PAYMENT_ERROR_MESSAGES.paymentFallback, variant: "destructive" });
}

const successMessage = (demo: boolean) => (demo ? "Payment processed successfully (test mode)!" : "Payment processed successfully!");

/**
 * Paying by card, for an order at checkout or a quote's deposit: get the gateway's browser settings, tokenise the
 * card with the provider, then charge the target with an Idempotency-Key. An answer saying an earlier attempt paid
 * it already (its answer was lost) counts as paid.
 *
 * When the outcome is unknown (network failure, 5xx, a key still in use) and `keepUnconfirmed` is set, the attempt
 * is kept: `retry` resends the same token with the same key (never a second charge) and `unconfirmed` holds the
 * message to show; otherwise the attempt is dropped and the next Pay starts a new one (the server still charges
 * an order or a deposit at most once).
 */
export function useCardPayment({
  onPaid,
  onFailed,
  keepUnconfirmed = false,
}: {
  onPaid: () => void | Promise<void>;
  /** The charge was refused (after the Payment Failed toast): e.g. checkout drops an order the server cancelled. */
  onFailed?: (failure: PaymentError) => void;
  keepUnconfirmed?: boolean;
}) {
  const attemptRef = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  /** The failure message while an attempt awaits a retry; null when the next step is entering a card. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [isRetrying, setIsRetrying] = useState(false);

  function forget() {
    attemptRef.current = null;
    setUnconfirmed(null);
  }

  async function paid(message: string) {
    forget();
    toast({ title: "Payment Successful", description: message });
    await onPaid();
  }

  async function send(attempt: Attempt): Promise<CardSubmitOutcome> {
    try {
      const charge = await chargeCard(attempt.target, attempt.token, attempt.key);
      await paid(successMessage(charge.demo));
      return "done";
    } catch (error) {
      const failure = error instanceof PaymentError ? error : new PaymentError(getErrorMessage(error, PAYMENT_ERROR_MESSAGES.chargeFailed));
      if (failure.code === ORDER_ALREADY_PAID) {
        await paid(failure.message);
        return "done";
      }
      paymentFailed(failure.message);
      onFailed?.(failure);
      if (!keepUnconfirmed || isSettled(failure)) {
        forget();
        return "failed";
      }
      setUnconfirmed(failure.message || PAYMENT_ERROR_MESSAGES.chargeFailed);
      return "kept";
    }
  }

  /** A new attempt: the card just entered, for `target`. */
  async function pay(target: ChargeTarget, card: CardDetails): Promise<CardSubmitOutcome> {
    if (inFlight.current) return "kept";
    inFlight.current = true;
    try {
      let token: string;
      try {
        token = await tokenizeCard(await getPaymentConfig(), card);
      } catch (error) {
        paymentFailed(error instanceof PaymentError ? error.message : getErrorMessage(error, PAYMENT_ERROR_MESSAGES.paymentFallback));
        return "failed";
      }
      const attempt = { target, token, key: newIdempotencyKey() };
      attemptRef.current = attempt;
      return await send(attempt);
    } finally {
      inFlight.current = false;
    }
  }

  /** Resends the unconfirmed attempt: same token, same Idempotency-Key. */
  async function retry(): Promise<void> {
    const attempt = attemptRef.current;
    if (!attempt || inFlight.current) return;
    inFlight.current = true;
    setIsRetrying(true);
    try {
      await send(attempt);
    } finally {
      inFlight.current = false;
      setIsRetrying(false);
    }
  }

  /** Gives up on the unconfirmed attempt; the next card is a new attempt with a new key. */
  function startOver(): void {
    if (inFlight.current) return;
    forget();
  }

  /** True while a payment or a retry is under way (the caller's own steps may use it to refuse a second click). */
  const isBusy = () => inFlight.current;

  return { pay, retry, startOver, unconfirmed, isRetrying, isBusy };
}
