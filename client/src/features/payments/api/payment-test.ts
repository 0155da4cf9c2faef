import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChargeSucceeded, PaymentTestStatus } from "@shared/api/contract";
import { api, ApiError } from "@/lib/api-client";
import { PaymentError } from "../payment-errors";

export type { PaymentTestStatus };

export const paymentTestQueryKey = ["/api/payment-test"] as const;

export function usePaymentTestStatus() {
  return useQuery(queryOptions({ queryKey: paymentTestQueryKey, queryFn: ({ signal }) => api("GET /api/payment-test", { signal }) }));
}

/** POST /api/payment-test/unlock: 200 when the password is right, 401 "Incorrect password" otherwise. */
export async function unlockPaymentTest(password: string): Promise<void> {
  await api("POST /api/payment-test/unlock", { body: { password } });
}

/**
 * POST /api/payment-test: charges the fixed $1.00 to the token. The password goes with it (checked again).
 * A failure throws a PaymentError whose message is the server's, or empty when it gave none (the tool then
 * shows its own advice).
 */
export async function chargePaymentTest(
  request: { password: string; token: string; description: string },
  idempotencyKey: string,
): Promise<ChargeSucceeded> {
  try {
    return await api("POST /api/payment-test", { body: request, headers: { "Idempotency-Key": idempotencyKey } });
  } catch (error) {
    if (error instanceof ApiError) throw new PaymentError(error.details.message ?? "", error.status);
    throw new PaymentError("");
  }
}
