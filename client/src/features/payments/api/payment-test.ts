import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest, getQueryFn } from "@/lib/api-client";
import type { ChargeSucceeded } from "./charge-card";
import { PaymentError, readProviderMessage } from "../payment-errors";

export interface PaymentTestStatus {
  /** False when the server has no PAYMENT_TEST_PASSWORD: the tool is off. */
  enabled: boolean;
  /** Always "1.00": the server fixes the amount. */
  amount: string;
  provider: string;
}

export const paymentTestQueryKey = ["/api/payment-test"] as const;

export function usePaymentTestStatus() {
  return useQuery(queryOptions({ queryKey: paymentTestQueryKey, queryFn: getQueryFn<PaymentTestStatus>({ on401: "throw" }) }));
}

/** POST /api/payment-test/unlock: 200 when the password is right, 401 "Incorrect password" otherwise. */
export async function unlockPaymentTest(password: string): Promise<void> {
  await apiRequest("POST", "/api/payment-test/unlock", { password });
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
  let res: Response;
  try {
    res = await apiRequest("POST", "/api/payment-test", request, { headers: { "Idempotency-Key": idempotencyKey } });
  } catch (error) {
    if (error instanceof ApiError) throw new PaymentError(readProviderMessage(error.body) ?? "", error.status);
    throw new PaymentError("");
  }
  const body = (await res.json()) as ChargeSucceeded | { success: false; message?: string };
  if (!body.success) throw new PaymentError(body.message ?? "", res.status);
  return body;
}
