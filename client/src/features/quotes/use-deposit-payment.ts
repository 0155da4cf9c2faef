import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ORDER_ALREADY_PAID } from "@shared/validators/orders";
import type { QuoteView } from "@shared/validators/quotes";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import type { ChargeSucceeded } from "@/features/payments/api/charge-order";
import { getPaymentConfig } from "@/features/payments/api/get-payment-config";
import { tokenizeCard } from "@/features/payments/api/tokenize-card";
import type { CardDetails } from "@/features/payments/card-form-schema";
import type { CardSubmitOutcome } from "@/features/payments/components/card-form";
import { newIdempotencyKey } from "@/features/payments/idempotency-key";
import { PAYMENT_ERROR_MESSAGES, PaymentError } from "@/features/payments/payment-errors";
import { getQuote } from "./api/get-quote";
import { payQuoteDeposit } from "./api/pay-quote-deposit";
import { refreshQuotes } from "./api/quote-cache";

/** One payment attempt: the card's one-use token and the key that makes resending it safe. */
interface Attempt {
  key: string;
  token: string;
}

/**
 * Whether the server's answer settles the attempt. Declines and refusals (4xx but 408, 409 and 429) are stored
 * against the key, so resending would only repeat them; after a network failure, a 5xx, a timeout or a key
 * still in use, nobody knows whether the card was charged, and only the same key may ask again.
 */
const isSettled = (error: PaymentError) =>
  error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 409 && error.status !== 429;

function paymentFailed(message: string | undefined) {
  toast({ title: "Payment Failed", description: message || PAYMENT_ERROR_MESSAGES.paymentFallback, variant: "destructive" });
}

/**
 * Paying a quote's 50% deposit: tokenise the card exactly as checkout does, then POST /api/quotes/:id/deposit
 * with the server's depositAmount and an Idempotency-Key. When the outcome is unknown the attempt is kept:
 * `retry` resends the same token with the same key (never a second charge); a new card starts a new attempt.
 * After paying, the quote, the lists and the figures are read again and `onUpdated` gets the fresh quote.
 */
export function useDepositPayment(quote: QuoteView, { onPaid, onUpdated }: { onPaid: () => void; onUpdated: (quote: QuoteView) => void }) {
  const queryClient = useQueryClient();
  const attemptRef = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  /** The failure message while an attempt awaits a retry; null when the next step is entering a card. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [isRetrying, setIsRetrying] = useState(false);

  async function refresh() {
    await refreshQuotes(queryClient);
    try {
      onUpdated(await getQuote(quote.id));
    } catch {
      // The payment stands; the details catch up the next time the quote is opened.
    }
  }

  async function paid(message: string) {
    attemptRef.current = null;
    setUnconfirmed(null);
    toast({ title: "Payment Successful", description: message });
    onPaid();
    await refresh();
  }

  async function send(attempt: Attempt): Promise<CardSubmitOutcome> {
    let charge: ChargeSucceeded;
    try {
      charge = await payQuoteDeposit({ quoteId: quote.id, token: attempt.token, amount: quote.depositAmount }, attempt.key);
    } catch (error) {
      const failure = error instanceof PaymentError ? error : new PaymentError(PAYMENT_ERROR_MESSAGES.chargeFailed);
      // An earlier attempt paid this deposit and its answer was lost.
      if (failure.code === ORDER_ALREADY_PAID) {
        await paid(failure.message);
        return "done";
      }
      paymentFailed(failure.message);
      if (isSettled(failure)) {
        attemptRef.current = null;
        setUnconfirmed(null);
        return "failed";
      }
      setUnconfirmed(failure.message || PAYMENT_ERROR_MESSAGES.chargeFailed);
      return "kept";
    }
    await paid(charge.demo ? "Payment processed successfully (test mode)!" : "Payment processed successfully!");
    return "done";
  }

  /** A new attempt with the card just entered. */
  async function pay(card: CardDetails): Promise<CardSubmitOutcome> {
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
      const attempt = { key: newIdempotencyKey(), token };
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
    attemptRef.current = null;
    setUnconfirmed(null);
  }

  return { pay, retry, startOver, unconfirmed, isRetrying };
}
