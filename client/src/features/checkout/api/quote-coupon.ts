import { useMutation } from "@tanstack/react-query";
import type { OrderLineInput } from "@shared/validators/orders";
import { apiRequest } from "@/lib/api-client";

export interface CouponQuoteRequest {
  code: string;
  orderItems: OrderLineInput[];
  email?: string;
  eventType?: string;
}

/** Decimal strings, priced by the server. */
export interface CouponQuote {
  code: string;
  subtotalAmount: string;
  discountAmount: string;
  totalAmount: string;
}

/** POST /api/coupons/quote: what the code does to this cart; 400 {message} when it does not apply. */
export async function quoteCoupon(request: CouponQuoteRequest): Promise<CouponQuote> {
  const res = await apiRequest("POST", "/api/coupons/quote", request);
  return (await res.json()) as CouponQuote;
}

export function useQuoteCoupon({ onSuccess, onError }: { onSuccess?: (quote: CouponQuote) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: quoteCoupon, onSuccess, onError });
}
