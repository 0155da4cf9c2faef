import { useMutation } from "@tanstack/react-query";
import type { CouponQuote } from "@shared/api/contract";
import type { OrderLineInput } from "@shared/validators/orders";
import { EVENT_TYPE_VALUES } from "@shared/rules/event-types";
import { api } from "@/lib/api-client";

export interface CouponQuoteRequest {
  code: string;
  orderItems: OrderLineInput[];
  email?: string;
  eventType?: string;
  fulfilment?: "delivery" | "pickup";
}

export type { CouponQuote };

/** POST /api/coupons/quote: what the code does to this cart; 400 {message} when it does not apply. */
export async function quoteCoupon(request: CouponQuoteRequest): Promise<CouponQuote> {
  // Only a known event type conditions a coupon; the form's other values ("" before one is chosen) say nothing.
  const eventType = EVENT_TYPE_VALUES.find((type) => type === request.eventType);
  return api("POST /api/coupons/quote", { body: { ...request, eventType } });
}

export function useQuoteCoupon({ onSuccess, onError }: { onSuccess?: (quote: CouponQuote) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: quoteCoupon, onSuccess, onError });
}
