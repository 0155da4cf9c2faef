import { useRef, type MutableRefObject } from "react";
import type { CreateOrderRequest } from "@shared/validators/orders";
import { ORDER_CANCELLED, PAYMENT_REVERSED } from "@shared/validators/order-messages";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { type CardDetails, type CardSubmitOutcome, newIdempotencyKey, PAYMENT_ERROR_MESSAGES, paymentFailed, useCardPayment } from "@/features/payments";

import { createOrder, type CreatedOrder } from "./api/create-order";

/** The order being paid for: kept by the checkout while the card step comes and goes (Back, then Continue). */
export interface CheckoutAttempt {
  /** Sent with POST /api/orders; kept until the server has answered this body for good. */
  orderKey: string;
  /** The order already recorded for exactly this request, awaiting payment. */
  pending: { order: CreatedOrder; requestJson: string } | null;
}

/** The server's answer when the browser's total is out of date: 409 {message, totalAmount}. */
function readPriceChange(error: unknown): { message: string; totalAmount: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.details.totalAmount) return null;
  return { totalAmount: error.details.totalAmount, message: error.details.message ?? "Prices have changed. Please review your order." };
}

/** Statuses after which the server keeps its answer for the key: the same key must not carry another body. */
const isFinalAnswer = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 409 && error.status !== 429;

/**
 * Paying at checkout: record the order (POST /api/orders), then pay its server-priced total with the one card
 * payment flow (useCardPayment) that quote deposits use too. The order is recorded once per request: after a
 * decline the retry pays the same pending order, never a second one.
 */
export function useCheckoutPayment({
  attemptRef,
  onPaid,
  onPriceChange,
}: {
  /** The checkout's own record of the attempt: it outlives the card step, so a retry after Back pays the same order. */
  attemptRef: MutableRefObject<CheckoutAttempt | null>;
  onPaid: (order: CreatedOrder) => void;
  /** The server priced the order differently: show its total and message; nothing was created. */
  onPriceChange: (change: { totalAmount: string; message: string }) => void;
}) {
  const inFlight = useRef(false);
  // onPaid is called below, once the order is known; the card step only reports. An order the server cancelled
  // (not paid within a day, or by the business while the card was charged and reversed) cannot be paid: the next
  // Pay places a new one.
  const card = useCardPayment({
    onPaid: () => undefined,
    onFailed: (failure) => {
      if (failure.code === ORDER_CANCELLED || failure.code === PAYMENT_REVERSED) attemptRef.current = null;
    },
  });

  function attempt(): CheckoutAttempt {
    attemptRef.current ??= { orderKey: newIdempotencyKey(), pending: null };
    return attemptRef.current;
  }

  async function recordOrder(request: CreateOrderRequest): Promise<CreatedOrder> {
    const current = attempt();
    const requestJson = JSON.stringify(request);
    if (current.pending?.requestJson === requestJson) return current.pending.order;
    // The details, cart or coupon changed since that order was recorded: this is a new order, with a new key.
    if (current.pending) Object.assign(current, { orderKey: newIdempotencyKey(), pending: null });
    try {
      const order = await createOrder(request, current.orderKey);
      current.pending = { order, requestJson };
      return order;
    } catch (error) {
      if (isFinalAnswer(error)) current.orderKey = newIdempotencyKey();
      throw error;
    }
  }

  async function pay(request: CreateOrderRequest, cardDetails: CardDetails): Promise<CardSubmitOutcome> {
    if (inFlight.current) return "kept";
    inFlight.current = true;
    try {
      let order: CreatedOrder;
      try {
        order = await recordOrder(request);
      } catch (error) {
        const change = readPriceChange(error);
        if (change) {
          onPriceChange(change);
          toast({ title: "Prices Changed", description: change.message, variant: "destructive" });
          // Nothing reached the provider: the card stays so the customer can pay the new total.
          return "kept";
        }
        paymentFailed(getErrorMessage(error, PAYMENT_ERROR_MESSAGES.paymentFallback));
        return "failed";
      }

      const outcome = await card.pay(
        { kind: "order", orderId: order.id, orderToken: order.accessToken, amount: order.totalAmount, description: `Creative Cuisines order ${order.number}` },
        cardDetails,
      );
      if (outcome !== "done") return outcome;
      attemptRef.current = null;
      onPaid(order);
      return "done";
    } finally {
      inFlight.current = false;
    }
  }

  return { pay };
}
